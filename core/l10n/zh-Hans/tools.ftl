# tools: messages in zh-Hans (see core/src/l10n/mod.rs).

tools-after-ply = 第 { $ply } 步后
tools-reviewing-move-of = 正在复盘第 { $ply } / { $plies } 步……
tools-review-starting = 复盘开始……
tools-review = 复盘
tools-analyse = 分析
tools-share = 分享
tools-position-to-analyse = 待分析的局面
tools-depth-thinking = 深度 { $depth } · 计算中……
tools-depth-done = 深度 { $depth } · 完成
tools-thinking = 计算中……
tools-analysis = 分析
tools-stop = 停止
tools-more-lines = 更多变着
tools-fewer-lines = 更少变着
tools-my-position = 我的局面
tools-none-of-this-piece = 这种棋子已经用完了。
tools-set-up-a-position = 摆棋
tools-to-move = 走棋方
tools-eraser = 橡皮
tools-clear = 清空
tools-start-position = 开局局面
tools-play-from-here = 从这里开始下
# The review's line for a move: "第 12 回合 红方：马二进三，错着".
tools-reviewed-move = 第 { $number } 回合 { $who }：{ $mv }，{ $label }
tools-reviewed-move-better = 第 { $number } 回合 { $who }：{ $mv }，{ $label }。更好的着法：{ $better }（{ $reason }）
# The review's steps through the game.
tools-first = 开头
tools-back = 上一步
tools-forward = 下一步
tools-last = 结尾
