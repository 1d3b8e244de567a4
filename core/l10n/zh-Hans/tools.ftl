# tools: messages in zh-Hans (see core/src/l10n/mod.rs).

tools-after-ply = 第 { $arg1 } 步后
tools-better = 。更好：{ $better }（{ $reason }）
tools-reviewing-move-of = 正在复盘第 { $arg1 } / { $arg2 } 步……
tools-review-starting = 复盘开始……
tools-review = 复盘
tools-analyse = 分析
tools-share = 分享
tools-position-to-analyse = 待分析的局面
tools-depth-thinking = 深度 { $arg1 } · 计算中……
tools-depth-done = 深度 { $arg1 } · 完成
tools-thinking = 计算中……
tools-analysis = 分析
tools-stop = 停止
tools-more-lines = 更多变着
tools-fewer-lines = 更少变着
tools-my-position = 我的局面
tools-none-of-this-piece = 这种棋子已经用完了。
tools-set-up-a-position = 摆棋
tools-to-move = 走棋方
tools-red = 红方
tools-black = 黑方
tools-eraser = 橡皮
tools-clear = 清空
tools-start-position = 开局局面
tools-play-from-here = 从这里开始下
