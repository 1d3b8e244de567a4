# errors: messages in zh-Hans (see core/src/l10n/mod.rs).

error-not-a-move = “{ $text }”不是任何一种记谱法的着法。
error-not-legal-here = “{ $text }”在这里不是合规的着法。
error-ambiguous = “{ $text }”有歧义：{ $list }。
error-list-or = { $a }或{ $b }
error-move-not-legal-why = { $mv }在这里不合规则。{ $why }
error-puzzle-over = 这道题已经结束了。
error-no-engine-move = 电脑找不到着法。
error-unknown-setup = 未知的摆法“{ $name }”。
error-bad-fen = 无法读取这个 FEN：{ $why }。
error-stored-game-damaged = 保存的对局 { $id } 已损坏，无法重放。
error-no-such-puzzle = 没有这道题。
error-bad-date = “{ $date }”不是 YYYY-MM-DD 格式的日期。
error-daily-unverifiable = 无法核验每日一题。
error-no-such-lesson = 没有第 { $n } 课；课程编号是 1 到 10。
error-lesson-damaged = 这节课已损坏。
error-no-puzzle-id = 没有题目“{ $id }”。
error-no-puzzle-level = 没有第 { $n } 级残局；级别是 1 到 5。
error-move-at-ply-illegal = 着法 { $mv }（第 { $ply } 步）不合规则。
error-review-cancelled = 复盘已取消。
error-bad-pgn = 无法读取这个 PGN：{ $e }。
error-no-piece-on = { $s } 上没有棋子。
error-too-many-lines = 无法显示 { $asked } 条变着；只能 1 到 { $max } 条。
error-analysis-needs-limit = 分析需要设定时间或深度。
error-engine-busy = 电脑现在无法计算。
error-no-such-ply = 这局棋没有第 { $n } 步。
error-not-a-square = “{ $text }”不是棋盘上的点（a0 到 i9）。
error-not-iccs = “{ $text }”不是 ICCS 记法的着法（例如 h2e2）。
error-game-over = 对局已经结束。
error-nothing-to-undo = 没有可以悔的棋。
error-handicap-either = 请在“让子”和“电脑让子”中只选一种。
error-computer-handicap-needs-computer = 只有人机对弈才能设置电脑让子。
error-store-busy = 另一个应用实例正在使用数据库，请稍后再试。
error-store-continued-elsewhere = 这局棋在别处也打开了，并在那里继续下过；现在重新加载。
error-store-not-found = 没有对局 { $id }。
error-store-invalid-input = 输入无效：{ $d }。
error-store-invalid-backup = 备份无效：{ $d }。
error-store-read-only = 数据库无法写入（只读）。
error-iron-forest-chariot = 铁子：{ $square } 上的林中车只要不离开原位，就不能被吃。
error-piece-of-other-side = { $s } 上的棋子是对方的。
error-cannot-move-there = { $from } 上的棋子走不到 { $to }。
error-own-general-exposed = 走了这步，你的帅会被将军，或与对方的将照面。
error-not-legal-here-why = “{ $text }”在这里不是合规的着法。{ $why }
error-not-your-turn = 还没轮到你走棋。
# $detail: SQLite's own words (English); only the English text quotes them.
error-store-corrupt = { $detail ->
       *[other] 数据库已损坏，或者不属于本应用。
    }
error-store-newer-version = 数据库来自更新版本的应用（版本 { $found }，本版本最高只支持到 { $supported }）；请更新应用。
# $kind: not-found, permission-denied, already-exists or other; $detail: the system's own
# words (English), which only the English text quotes.
error-store-io = 无法读写文件 { $path }（{ $detail ->
       *[other] { $kind ->
            [not-found] 找不到文件
            [permission-denied] 没有权限
            [already-exists] 文件已存在
           *[other] 输入输出错误
        }
    }）。
error-store-read-only-at = 数据库 { $path } 无法写入（只读）；请检查该文件及其所在文件夹的写入权限。
# $detail: SQLite's own words (English); only the English text quotes them.
error-store-sqlite = { $detail ->
       *[other] 数据库报告了一个错误。
    }
# $kind: the piece (general, advisor, …).
error-iron-piece = 铁子：{ $square } 上的{ notation-piece-in-phrase }在走动之前不能被吃。

## FEN text that cannot be read (fen::FenSyntaxError); $letter, $side and $counter come quoted.
fen-error-empty = FEN 为空
fen-error-field-count = FEN 有 { $fields } 个字段；应为棋盘和走棋方，可再加两个短横和两个计数（2 到 6 个字段）
fen-error-rank-count = FEN 的棋盘有 { $ranks } 行；应为 10 行，以“/”分隔
fen-error-rank-width = FEN 的第 { $rank } 行（从黑方底线数起，1..10）宽 { $width } 个点；应为 9 个点
fen-error-unknown-piece = FEN 中有未知的棋子字母 { $letter }（可用 K A B/E N/H R C P）
fen-error-bad-side = FEN 中的走棋方 { $side } 无效（红方用 w 或 r，黑方用 b）
fen-error-bad-counter = FEN 中的回合计数 { $counter } 无效
