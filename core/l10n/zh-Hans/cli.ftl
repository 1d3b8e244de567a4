# cli: messages in zh-Hans (see core/src/l10n/mod.rs).
# The terminal app (`xiangqi`, crate xiangqi-cli). Values the user typed come escaped as Rust
# writes them (`\"`, `\n`), without quotes: the messages quote them. $langs is the list of
# language names the command line takes (`de, en` or `de|en`).

## The help (main.rs): one line per command, the options of some, and the frame around them.

cli-usage = 用法：xiangqi <命令> [选项]
cli-usage-commands = 命令：
cli-usage-command = 用法：xiangqi { $name } { $args }
cli-usage-this-help = 显示本帮助
cli-usage-footer = xiangqi <命令> --help 显示该命令的选项。
cli-cmd-play = 与手机版相同的应用：人机对弈、双人同机对弈或在线对弈（--server：预先填好的服务器地址），残局、每日一题、棋子学堂、战绩、设置；输入编号即可选择编号旁的项目；未下完的对局列在首页
cli-cmd-puzzle = 一道残局题（N 步杀，每步都要将军）或每日一题
cli-cmd-lesson = 棋子学堂的一课（1 到 10）
cli-cmd-online = 与他人对弈：大厅、挑战、快速对局、观战、我的对局、每日一题（服务器：cargo run --release -p xiangqi-server）
cli-cmd-review = 复盘一局棋：逐步评估，每步错着都给出更好的着法，并指出关键时刻
cli-cmd-analyse = 一个局面的最佳变着
cli-cmd-moves = 所有合规着法，每行一个（ICCS，横线 0-9）
cli-cmd-perft = 叶节点数（最后一行；用时输出到 stderr）
cli-cmd-status = 输出 ongoing（进行中）| check（将军）| checkmate（将死）| stalemate（困毙）之一
cli-cmd-fen = 规范化的 FEN
cli-cmd-judge = 根据着法判定：重复局面、长将、长捉、和棋
cli-cmd-notation = 用某种记谱法写出着法
cli-cmd-explain = 一个棋子的走子提示和棋子说明
cli-cmd-pgn = 写出和读取 PGN（import 不带文件或用 - 时从标准输入读取）
cli-cmd-uci = 通过 UCI 协议提供引擎（供象棋界面软件使用）
cli-cmd-bench = 引擎基准测试（最后一行：节点数和每秒节点数）
cli-cmd-best = 某一难度会走的着法及其理由
cli-cmd-render = 把局面画成图片，和应用里显示的一样
cli-cmd-scene = 一个局面的棋盘场景：基本图形、点击测试、读屏软件朗读的文字
cli-cmd-sound = 把音效 CUE 存为 WAV（16 位单声道）：gong（将军）、cymbal（终局）、move（走子）、capture（吃子）、tick（计时）、chime（解出题目）；--rate 为 8000 到 192000，默认 44100
cli-cmd-music = 把第 N 首乐曲存为 WAV（1 宫、2 商、3 角、4 徵、5 羽）：不带 --seconds 时正好一遍，可无缝循环；否则取前 S 秒，结尾淡出
cli-cmd-puzzles = 核验题库，或从电脑的自弈对局中生成题目
# A line that begins with a placeable loses its indentation: the JSON line has it in the literal.
cli-review-details =
    复盘一局棋：按每步比引擎的选择损失多少，评为最佳着法、好棋、缓着（?!）、错着（?）或
    败着（??），每步错着都给出更好的着法和对方的应着，并列出关键时刻和双方各自的总结。
      --pgn FILE   PGN 格式的对局（- 表示标准输入）
      --game ID    已保存的对局（复盘结果随对局保存，再次打开时无需重新计算）
      --db PATH    数据库（默认：$XDG_DATA_HOME/xiangqi/xiangqi.db）
      --json       改为每步输出一个对象：
    {"               {"}"ply":1,"move":"h2e2","class":"best","better":null,"eval":32{"}"}
                   （着法用 ICCS；better：出错时引擎的着法，否则为 null；eval：这步之后
                   从红方角度的分值，单位为百分之一个兵，限制在 ±3000 以内，杀棋记为上限）
      --graph FILE 把局势曲线存为 SVG
      --lang LANG  文字的语言（{ $langs }；也决定用德式简写、WXF 还是中文记谱）；默认取系统语言
      --nodes N    每个局面搜索的节点数（默认 150000；结果取决于它）
cli-analyse-details =
    一个局面的最佳变着（分值以走棋方的角度计算）。
      --fen FEN      局面
      --lines N      变着数，1 到 10（默认 3）
      --movetime MS  思考时间，单位毫秒（默认 1000）
      --json         [{"{"}"moves":["h2e2",...],"score":35{"}"},...]（ICCS，横线 0-9；score 单位为
                     百分之一个兵，或 "mate N"，N < 0 表示走棋方被将死）
      --style NAME   文字输出的记谱法：{ $styles }
                     （默认 wxf）
cli-render-details =
    选项：
      --fen FEN                 局面（默认：开局局面）
      --moves M...              从该局面走的着法（任何记谱法）；最后一步会标出
      --select P                选中的棋子（加 --helper 时画出它的走子提示）
      --hint MOVE               提示箭头
      --stage buehne|probe|lackbrett
      --faces pictures|mixed|characters   图案、图案配汉字、汉字
      --bottom red|black        下方的一方（默认红方）
      --coords numbers|iccs|none   路数、ICCS 或不标注
      --size PX                 画布宽度（默认 720）；高度为其 1.1 倍
      --height PX               画布高度
      --helper                  画出走子提示（可走、受阻、有风险的落点）
      --dangers                 画出下方一方受威胁的棋子
      --out FILE                .svg 或 .png
cli-scene-details =
      --json        以 JSON 输出场景的基本图形和棋子
      --hit X Y     像素 (X, Y) 处的点，或 'none'
      --a11y        读屏软件对每个点朗读的内容，按朗读顺序
      --lang LANG   --a11y 文字的语言（{ $langs }）
    其余选项同 'xiangqi render --help'。
cli-puzzles-details =
    verify    重新验证 JSON Lines 文件中的每道题；输出 'N verified, M failed'
    generate  在电脑的自弈对局中寻找连将杀；--count 为每级想要的题数（默认 150）；
              下满 G 局或 M 分钟后提前停止；--append 接着文件中已有的题目继续

## Errors of the command line (every command).

cli-missing-command = 缺少命令；详见 'xiangqi help'
cli-unknown-command = 未知命令“{ $name }”；详见 'xiangqi help'
cli-unknown-language = 未知语言“{ $value }”（{ $langs }）
cli-needs-value = --{ $name } 需要一个值
cli-unknown-option = 未知选项 --{ $name }；详见 --help
cli-unexpected-argument = 多余的参数“{ $value }”
# The reason of a failed file operation: $kind names it (not-found, permission-denied,
# already-exists, is-a-directory, other); $system is the system's own text (in English).
cli-io-reason = { $kind ->
        [not-found] 找不到
        [permission-denied] 没有权限
        [already-exists] 已经存在
        [is-a-directory] 是一个文件夹
       *[other] { $system ->
           *[other] 读写错误
        }
    }
cli-cannot-create = 无法创建 { $path }：{ $reason }
cli-cannot-read = 无法读取 { $path }：{ $reason }
cli-cannot-write = 无法写入 { $path }：{ $reason }
cli-missing-fen = 缺少 --fen FEN
# A move of the command line that cannot be played: $move is its number or its text.
cli-move-error = 着法 { $move }：{ $reason }
cli-not-iccs-move = 着法“{ $move }”：不是 ICCS 格式的着法（例如 h2e2）

## The terminal's prompts and the database (term.rs).

cli-please-enter = 请输入：{ $accepted }。
cli-yes-or-no = 是（y）或否（n）
cli-start-afresh = 要重新开始吗？损坏的文件会保留，其中还能读取的内容都会迁移过来。[Y/n]{ " " }
cli-nothing-changed = 未做任何改动：{ $file } 保持原样；不重新开始就无法用它下棋。

## `xiangqi play` (play.rs, shell.rs).

cli-unknown-level = 未知的难度“{ $value }”（easy、normal、strong）
cli-unknown-color = 未知的一方“{ $value }”（red、black）
cli-unknown-mode = 未知的对弈方式“{ $value }”（computer、two）
cli-unknown-handicap = 未知的让子“{ $value }”（chariot、cannon、horse、two-horses、nine）
cli-unknown-house-rule = 未知的自定规则“{ $value }”（check-only、stalemate-draw）
cli-unknown-computer-handicap = 未知的电脑让子“{ $value }”（horse、chariot、two-horses）
cli-unknown-clock = 未知的计时方式“{ $value }”（none、30、60、90、120、3+2、10+5、20+10、45+15）
cli-seed-not-a-number = --seed 需要一个数字，而不是“{ $value }”
cli-unknown-notation = 未知的记谱法“{ $value }”（short、words、coords、iccs、chinese）
cli-strong-ms-not-a-number = --strong-ms 需要毫秒数，而不是“{ $value }”
cli-online-unavailable = 无法在线对弈：{ $reason }
# The shell's help (the command `帮助`); the words in parentheses are the English commands.
cli-shell-help =
    输入编号选择旁边显示的项目；N M 选择第 N 项中的第 M 个选项。
    着法可用任何记谱法输入：h2e2、h3-e3、C2.5、炮二平五。
    命令：悔棋（undo）、提示（hint）、求和（draw）、认输（resign）、答案（solution）、
          下一题（next）、重来（retry）、讲解 <点>（棋子说明，例如 讲解 h2）、
          点击 <点>（tap）、棋谱（moves）、棋盘（board）、是/否（回答提问）、
          记谱 简写|文字|坐标|iccs|中文（notation）、
          返回（back：离开当前画面）、帮助（help）、
          退出（quit；一切都会保存）。
    对局中：< 和 > 逐步查看着法（对局本身不变），<< 回到开局，>> 回到对局；
          菜单（menu）、翻转（flip：翻转棋盘）、分享（share）。
cli-solution = 答案：{ $moves }
cli-form-footer = （N M 选择第 N 项中的第 M 个选项；只输入 N 会列出全部选项。）
cli-change-text = （修改：{ $n } <文字>）
cli-not-possible-now = （现在不能这样做。）
cli-give-a-point = 请指定一个点，例如 h2。
cli-notations = 记谱法：简写、文字、坐标、iccs、中文。
cli-enter-a-number = 请输入其中一个编号（“帮助”列出全部命令）。
cli-type-the-text = 请输入 { $n }，后面接着输入文字。
cli-number-not-on-offer = 没有这个编号。

## `xiangqi puzzle` and `xiangqi lesson` (learn_cmds.rs).

cli-bad-puzzle-level = --level 应为 1 到 5，而不是“{ $value }”
cli-bad-date = --date：“{ $value }”不是 YYYY-MM-DD 格式的日期
cli-daily-heading = 每日一题 { $date }：{ $id }（{ $level } 步杀），连续 { $streak } 天
cli-daily-played = 今天已经做过了：{ $score } 分。只有第一次尝试计分。
cli-daily-in-progress = 你的尝试还在继续（用时和错误次数照旧计算）。
cli-puzzle-heading = 残局 { $id }——红先，{ $level } 步杀。红方每步都必须将军。
cli-puzzle-solved = 解出了！
cli-puzzle-mate-with-help = 将死了！但用过提示或看过答案，本题算作未解出。
cli-puzzle-points = 得分：{ $score }
cli-puzzle-prompt = 着法（提示、答案、退出）>{ " " }
cli-wrong-try = { $check ->
        [yes] 将军了，但不能形成连将杀——记错一次。
       *[no] 每步都必须将军——记错一次。
    }
cli-black-replies = 黑方：{ $move }
cli-lesson-usage = 用法：xiangqi lesson N [--db 路径] [--lang { $langs }]（N = 1 到 10）
cli-lesson-number = 需要课程编号（1 到 10），而不是“{ $value }”
cli-lesson-heading = 第 { $number } 课：{ $title }
cli-lesson-prompt = 着法（提示、退出）>{ " " }
cli-lesson-no-hint = 这里无法给出提示，请从头再做一遍。

## `xiangqi review` and `xiangqi analyse` (review_cmds.rs).

cli-bad-number = 无效的{ $what ->
        [nodes] 节点数
        [game] 对局编号
        [lines] 变着数
       *[movetime] 思考时间
    }“{ $value }”
cli-pgn-or-game = 请在 --pgn 和 --game 中只选一个
cli-missing-pgn-or-game = 缺少 --pgn 文件或 --game ID
cli-no-such-database = { $path }：没有这个数据库
cli-review-progress = 复盘中：第 { $ply } 步，共 { $plies } 步
cli-review-better = 更好的着法是 { $move }：{ $reason }
cli-review-then = 接着 { $move }：{ $reason }
cli-review-key-moments = 关键时刻：
cli-bad-line-count = 无效的变着数 { $lines }（1 到 { $max }）
cli-analyse-unknown-style = 未知的记谱法“{ $value }”（{ $styles }）

## `notation`, `explain`, `pgn` (notation_cmds.rs).

cli-unknown-style = 未知的记谱法“{ $value }”；可用：{ $styles }
cli-missing-point = 缺少点（例如 h2）
cli-not-a-point = “{ $value }”不是棋盘上的点（a0 到 i9）
cli-no-piece-on = { $point } 上没有棋子
cli-dangers = { color-name }受威胁的棋子：{ $points }
cli-missing-pgn-command = 缺少 'export' 或 'import'
cli-unknown-pgn-command = 未知的 pgn 命令“{ $value }”；可用：export|import
cli-unknown-pgn-style = 未知的 PGN 记谱法“{ $value }”；可用：wxf|iccs
cli-bad-result = 无效的结果“{ $value }”；可用：1-0|0-1|1/2-1/2|*

## `judge` (game_cmds.rs) and `moves`, `perft`, `status`, `fen` (rules_cmds.rs).

cli-fen-or-handicap = --fen 和 --handicap 不能同时使用
cli-judge-unknown-handicap = 未知的让子“{ $value }”（可用 chariot、cannon、horse、two-horses、nine 或 black-<名称>）
cli-judge-unknown-house-rule = 未知的自定规则“{ $value }”（可用 check-only、stalemate-draw）
cli-ply-not-iccs = 第 { $ply } 步（{ $move }）：不是 ICCS 着法（例如 h2e2）
cli-ply-game-over = 第 { $ply } 步（{ $move }）：对局已经结束（{ $summary }）
cli-ply-illegal = 第 { $ply } 步（{ $move }）：不合规则：{ $reason }
cli-missing-depth = 缺少深度
cli-bad-perft-depth = 深度必须是 0 到 12 的数字，而不是“{ $value }”

## `uci`, `bench`, `best` (engine_cmds.rs).

cli-bad-depth = 无效的深度“{ $value }”（1 到 64）
cli-bad-hash = 无效的置换表大小“{ $value }”（{ $min } 到 { $max } MiB）
cli-best-unknown-level = 未知的难度“{ $value }”（{ $names }）
cli-bad-movetime = 无效的思考时间“{ $value }”（毫秒）
cli-bad-seed = 无效的随机种子“{ $value }”
cli-uci-no-arguments = uci 不接受参数，却收到了“{ $value }”

## `render` and `scene` (scene_cmds.rs).

cli-hit-needs-numbers = --hit 需要两个数字：X Y
cli-hit-not-a-number = --hit 需要两个数字：X Y，而不是“{ $value }”
cli-pixels-not-a-number = --{ $name } 需要像素数，而不是“{ $value }”
cli-pixels-out-of-range = --{ $name } 必须在 { $min } 到 { $max } 像素之间
# $name is the option (bottom, stage, faces, coords); $names its values.
cli-unknown-choice = --{ $name } 的值“{ $value }”未知；可用：{ $names }
cli-select-not-a-point = --select 需要一个点，例如 h2，而不是“{ $value }”
cli-select-no-piece = --select { $point }：那里没有棋子
cli-picture-no-memory = 内存不足，无法生成图片
cli-render-missing-out = 缺少 --out 文件.svg|文件.png；请看 'xiangqi render --help'
cli-render-bad-out = --out “{ $value }”：请用 .svg 或 .png 文件
cli-scene-what = 请说明要输出什么：--json、--hit X Y 或 --a11y；请看 'xiangqi scene --help'

## `sound` and `music` (sound_cmds.rs).

cli-bad-rate = --rate：“{ $value }”不是有效的赫兹数
cli-missing-wav-out = 缺少 --out 文件.wav
# The one argument of `sound` ($what = cue) and `music` ($what = piece).
cli-positional-name = { $what ->
        [cue] 音效 CUE（gong、cymbal、move、capture、tick、chime）
       *[piece] 乐曲编号 N（1 到 5）
    }
cli-missing-positional = 缺少{ cli-positional-name }
cli-one-positional = 需要一个参数：{ cli-positional-name }，实际给了 { $n } 个
cli-bad-piece-number = “{ $value }”不是乐曲编号（1 到 5）
cli-bad-seconds = --seconds：需要大于 0、至多 { $max } 的数字，而不是“{ $value }”

## `puzzles verify|generate` (puzzle_cmds.rs).

cli-puzzles-missing-command = 缺少 verify 或 generate；请看 'xiangqi puzzles --help'
cli-puzzles-unknown-command = 未知的子命令“{ $value }”；请看 'xiangqi puzzles --help'
cli-verify-needs-file = puzzles verify 需要正好一个文件
cli-verify-failed = { $failed } 道题未通过核验
cli-not-a-number = --{ $name }：“{ $value }”不是数字
cli-generate-needs-out = puzzles generate 需要 --out 文件
cli-bad-chooser = --chooser 应为 engine 或 material，而不是“{ $value }”

## `xiangqi online` (online_cmds.rs): the server's events and the command's answers.

cli-online-unknown-argument = 未知选项“{ $value }”；请看 --help
cli-online-needs-server = online 需要 --server URL
cli-online-bad-proposal = 无效的设定“{ $value }”（用时、rated|friendly、赌注）
cli-online-connected = 已连接服务器。
cli-online-disconnected = 连接中断（{ $reason }）；{ $ms } 毫秒后重试。
cli-online-closed = 已断开连接。
cli-online-welcome = 欢迎，{ $name }：等级分 { $elo }，积分 { $points }，塔勒 { $taler }。
cli-online-resume = 你的对局 { $game } 还没下完，现在继续。
cli-online-lobby = 大厅里有：
cli-online-status = { $status ->
        [idle] 空闲
        [seeking] 寻找对手中
       *[playing] 对局中
    }
cli-online-kind = { $rated ->
        [yes] 计分赛
       *[no] 友谊赛
    }
cli-online-challenge = 挑战 { $id }：{ $from } 对 { $to }，{ $time }，{ cli-online-kind }，赌注 { $stake } 塔勒，执红：{ $red }（第 { $revision } 版；已接受：{ $accepted }）。输入 'accept' 接受，'decline' 拒绝，'swap' 交换先后手。
cli-online-challenge-closed = 挑战 { $id } 已结束：{ $reason }。
cli-online-seeking = 正在寻找对手（{ $time }）……
cli-online-seek-cancelled = 已取消寻找。
cli-online-started = 对局 { $game } 开始：你执{ $color ->
        [red] 红先走
       *[black] 黑后走
    }。
cli-online-game = 对局 { $id }：{ $red }（红方，{ $red_elo }）对 { $black }（黑方，{ $black_elo }），{ cli-online-kind }。
cli-online-clocks = 计时：红方 { $red }，黑方 { $black }。
cli-online-your-turn = 轮到你走棋。
cli-online-warning = 注意：重复局面（{ $kind }）。
cli-online-draw-offered = { color-name }提议和棋（输入 'draw' 同意，'nodraw' 拒绝）。
cli-online-draw-declined = { color-name }拒绝和棋。
cli-online-takeback-offered = { color-name }请求悔棋（输入 'takeback' 同意，'notakeback' 拒绝）。
cli-online-takeback-declined = { color-name }拒绝悔棋。
cli-online-taken-back = 已悔棋：还剩 { $plies } 步。
cli-online-absent = { color-name }已离开；若在 { $until } 前不回来即判负。
cli-online-back = { color-name }回来了。
# $result: red_wins, black_wins or draw (the protocol's names); $reason the protocol's name.
cli-online-result = { $result ->
        [red_wins] { online-red-wins }
        [black_wins] { online-black-wins }
       *[draw] { online-draw }
    }
cli-online-ended = 对局结束：{ cli-online-result }（{ $reason }）{ $counted ->
        [yes] ；积分 { $points }，等级分 { $elo }，塔勒 { $taler }
       *[no] ；不计分
    }。
cli-online-account = 现在：等级分 { $elo }，积分 { $points }，塔勒 { $taler }。
cli-online-error = 错误：{ $message }（{ $code }）。
cli-online-daily = 每日一题 { $date }（{ $id }）：{ $level } 步杀。错误次数：{ $wrong }。
cli-online-daily-wrong = { $move } 不能形成杀局（错误次数：{ $wrong }）。
cli-online-daily-continue = { $move }——黑方应着：{ $reply }。
cli-online-daily-mate = { $move }——将死！
cli-online-daily-done = 结果：{ $solved ->
        [yes] 解出
       *[no] 未解出
    }，{ $score } 分，错误 { $wrong } 次，用时 { $seconds } 秒，连续 { $streak } 天。答案：{ $solution }
cli-online-no-game = 没有进行中的对局。
cli-online-no-challenge = 没有待回应的挑战。
cli-online-unknown = 未知命令；'help' 列出全部命令。
cli-online-registered = 账号 { $name } 已创建，密钥保存在 { $file }。
cli-online-need-name = 这个服务器上还没有你的账号：用 --name <名字> 创建一个。
cli-online-my-game = #{ $id } { $red } – { $black }，{ cli-online-kind }，{ $moves } 步，{ cli-online-result }（{ $reason }）
cli-online-stats = { $name }：{ $games } 局，{ $wins } 胜 / { $draws } 和 / { $losses } 负；执红 { $red_wins }/{ $red_draws }/{ $red_losses }，执黑 { $black_wins }/{ $black_draws }/{ $black_losses }；等级分走势：{ $elo_history }；每日一题连续 { $streak } 天
cli-online-live = 进行中：#{ $id } { $red } – { $black }，{ $time }，{ $plies } 步
cli-online-help = 命令：lobby | challenge 名字 [3+2|10+5|20+10|45+15] [rated|friendly] [赌注] | accept | decline | swap | quick [用时] [rated|friendly] | cancel | 着法（例如 h2e2）| board | draw | nodraw | resign | takeback | notakeback | live | watch ID | games | stats [名字] | daily | giveup | quit
