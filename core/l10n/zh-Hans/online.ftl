# online: messages in zh-Hans (see core/src/l10n/mod.rs).

online-signed-in-as-for = 当前账号：{ $name }。要换服务器，请先在“在线对弈”中退出登录。
online-not-signed-in-you = 未登录。登录时可以选择服务器。
online-play-online = 在线对弈
online-online-play-is-not = 这个版本不支持在线对弈。
online-sign-out = 退出登录
online-cancel = 取消
online-the-server-address-starts = 服务器地址必须以 http:// 或 https:// 开头。
online-a-name-has-to = 名字须为 { $min } 到 { $max } 个字符，只能使用字母 A–Z、数字、_ 和 -。
online-minutes-each-s-more = 每方 { $minutes } 分钟，每步加 { $increment } 秒
online-idle = 空闲
online-seeking-a-game = 寻找对手中
online-playing = 对局中
online-no-connection-to-the = 无法连接服务器，{ $secs } 秒后重试。
online-challenges = 挑战
online-who-is-here = 在线棋友
online-choose-a-name-the = 请起一个其他棋友能看到的名字。
online-name = 名字
online-e-g-mei-lin = 例如 Mei_Lin
online-server = 服务器
online-signing-in = 正在登录……
online-sign-in = 登录
online-your-running-game = 你正在进行的对局
online-quick-game = 快速对局
online-time-control = 用时
online-looking-for-an-opponent = 正在寻找等级分相近的对手……
online-challenges-you = { $other } 向你发起挑战
online-your-challenge-to = 你向 { $other } 发起的挑战
online-waiting-for-you = 等待你回应
online-waiting-for = 等待 { $other } 回应
online-live-games = 正在进行的对局
online-my-games = 我的对局
online-my-statistics = 我的战绩
online-puzzle-of-the-day = 每日一题（在线）
online-todays-puzzle-list = 每日一题排行榜
online-connect = 连接
online-disconnect = 断开连接
online-puzzle-of-the-day-2 = 每日一题——{ $date }
online-reload = 刷新
online-loading = 加载中……
online-to-watch = 可观战的对局
online-no-game-is-running = 现在没有进行中的对局。
online-finished-newest-first = 已结束的对局（最新的在前）
online-vs = 对阵 { $name }（{ $elo }）
online-no-finished-game-yet = 还没有下完的对局。
online-games-w-d-l = { $games } 局（{ $wins } 胜 · { $draws } 和 · { $losses } 负）
online-as-red = 执红
online-as-black = 执黑
online-puzzle-streak-days = 每日一题：连续 { $days } 天
online-by-time-control = 按用时
online-no-game-yet = 还没有对局。
online-elo-over-time = 等级分走势
online-ranked-are-accounts-that = 只有在当天开始之前就已注册的账号才参与排名。
online-ranking = 排名
online-points = { $rank }. { $name }：{ $score } 分
online-wrong-tries-s-streak = 错误 { $wrong } 次 · 用时 { $seconds } 秒 · 连续 { $streak } 天
online-nobody-has-solved-it = 今天还没有人解出。
online-draw = 和棋
online-won = 胜
online-lost = 负
online-not-counted = 不计分
online-points-2 = 积分 { $points }
online-the-server-cannot-be = 无法连接服务器。请检查地址和网络连接。
online-the-servers-answer-makes = 无法识别服务器的回复。
online-that-name-is-taken = 这个名字已被占用。
online-that-name-is-not = 这个名字不可用。
online-too-many-accounts-were = 今天从这个地址注册的账号太多了。
online-the-server-no-longer = 服务器上已找不到这个账号。
online-that-player-has-left = 这位棋手已经离开。
online-not-found = 找不到，可能已不存在。
online-that-player-is-busy = 这位棋手现在没空。
online-not-enough-taler-for = 塔勒不够。
online-stakes-need-a-few = 双方都下过几局计分赛之后才能押注。
online-you-two-have-played = 你们俩今天押塔勒的对局已经够多了。
online-that-stake-is-not = 这个赌注不可用。
online-no-takebacks-in-rated = 计分赛不能悔棋。
online-it-is-not-your = 还没轮到你走。
online-something-changed-meanwhile-the = 刚才情况有变，界面已经更新。
online-that-move-is-not = 这步棋不合规则。
online-the-game-is-already = 对局已经结束。
online-you-have-played-todays = 你今天已经做过每日一题了。
online-too-fast-one-moment = 操作太快了，请稍等。
online-the-server-is-restarting = 服务器正在重启，应用马上会重新连接。
online-you-cannot-challenge-yourself = 不能向自己发起挑战。
online-the-lobby-is-moving = 大厅正在迁移到另一台服务器，请稍后再试。
online-the-server-refused = 服务器拒绝了请求：{ $message }
online-challenges-you-2 = { $other } 向你发起挑战（{ $terms }）。
online-challenge-to = 向 { $other } 发起挑战
online-no-stake = 无赌注
online-you-play-red-you = 你执红（先走）。
online-you-play-black = 你执黑。
online-proposal-waiting-for = 等待 { $other } 回应。
online-proposal-from-accept-decline = { $other } 提出了这些条件：你可以接受、拒绝或修改。
online-sent = 已发送……
online-terms = 条件
online-stake-you-have-taler = 赌注（你有 { $balance } 塔勒）
online-rated-elo-points-stake = 计分（等级分、积分、赌注）；友谊赛可以悔棋
online-swap-colours = 交换先后手
online-challenge = 发起挑战
online-propose-the-change = 提出修改
online-accept = 接受
online-decline = 拒绝
online-withdraw = 撤回
online-declines-the-draw = { $name } 拒绝和棋。
online-declines-the-takeback = { $name } 不同意悔棋。
online-taken-back = 已悔棋。
online-i-do-not-understand = 无法识别这步着法。
online-resign = 认输
online-play-on = 继续下棋
online-online-game = 在线对局
online-loading-the-game = 正在加载对局……
online-move-sent = 着法已发送……
online-accept-the-draw = 同意和棋
online-decline-the-draw = 拒绝和棋
online-offer-a-draw = 求和
online-allow-the-takeback = 同意悔棋
online-refuse-the-takeback = 不同意悔棋
online-ask-for-a-takeback = 请求悔棋
online-red-wins = 红胜
online-black-wins = 黑胜
online-review-the-game = 复盘
online-to-the-lobby = 返回大厅
online-connection-lost-the-app = 连接中断，应用正在重新连接……
online-has-left-to-come = { $name } 已离开，{ $left } 内不回来即判负。
online-you-offered-a-draw = 你已提议和棋。
online-offers-a-draw = { $name } 提议和棋。
online-asks-to-take-the = { $name } 请求悔一步棋。
online-wrong-try-again = 不对，再试一次。
online-right-the-defence-answers = 对了！黑方应着。
online-checkmate = 将死！
online-loading-the-puzzle = 正在加载题目……
online-solved-points = 解出了！得 { $score } 分。
online-given-up = 已放弃。
online-moves-left = 还剩 { $moves } 步
online-solution-s-wrong-tries = 答案：{ $solution } · 用时 { $seconds } 秒 · 错误 { $wrong } 次 · 连续 { $streak } 天
online-checked-by-the-server = 服务器判题 · 用时 { $secs } 秒 · 错误 { $wrong } 次
online-red-mates-in-moves = 红先，{ $moves } 步杀，每步都要将军。
online-give-up = 放弃

# The settings' online section.
online-settings-title = 在线对弈
online-settings-note = 服务器：{ $server } · { $state }

# The terms of a game, and what it settled.
online-rated-short = 计分赛
online-friendly-short = 友谊赛
online-taler = { $taler } 塔勒
online-elo-change = 等级分 { $before } → { $after }
online-taler-change = 塔勒 { $taler }

# Why a challenge is off ($who: the other player).
online-challenge-declined = 与 { $who } 的挑战已被拒绝或撤回。
online-challenge-player-gone = { $who } 已经离开，挑战作废。
online-challenge-stake-unaffordable = 有一方的余额已不够支付赌注，挑战作废。
online-colours-by-server = 先后手由服务器分配：上次执红的一方这次执黑。

# Signing out.
online-sign-out-title = 退出登录？
online-sign-out-text = 账号“{ $name }”的密钥将从这台设备上删除。没有密钥，任何人都无法再登录这个账号，包括你自己。

# Players, games and lists.
online-player-status = 等级分 { $elo } · { $status }
online-pairing = { $red }（{ $red_elo }）对 { $black }（{ $black_elo }）
online-tally = { $label }：{ $counts }
online-elo-point = { $date }：{ $elo }
online-puzzle-of-the-day-on = 每日一题（在线）——{ $date }
online-settlements = { $red }：{ $red_settlement } · { $black }：{ $black_settlement }
online-elo = 等级分 { $elo }

# The hub: the connection, the quick pairing, the running game.
online-status-connected = 在线
online-status-connecting = 正在连接……
online-status-offline = 离线
online-status-retrying = 离线，{ $secs } 秒后重试
online-continue = 继续对局
online-your-move = 轮到你走
online-their-move = 轮到 { $name } 走
online-seeking = 寻找中……
online-find-an-opponent-for = 寻找 { $time } 的对手
online-stop-seeking-for = 停止寻找 { $time } 对局
online-rated-or-friendly = 计分赛或友谊赛
online-mode-rated = 计分赛
online-mode-friendly = 友谊赛
online-speed-blitz = 超快棋
online-speed-rapid = 快棋
online-speed-classical = 慢棋
online-moves = { $moves ->
        [one] { $moves } 步
       *[other] { $moves } 步
    }

# What online play offers, before signing in.
online-feature-quick = 四种用时的快速对局，计分赛或友谊赛
online-feature-challenges = 按你的条件向棋友发起挑战
online-feature-daily = 每日一题，附当天排行榜

# The statistics' figures (a number above each word).
online-figure-elo = 等级分
online-figure-games = { $games ->
        [one] 局
       *[other] 局
    }
online-figure-won = 胜率
online-figure-points = { $points ->
        [one] 积分
       *[other] 积分
    }
online-figure-taler = 塔勒
online-percent = { $percent }%
