# lessons: messages in zh-Hans (see core/src/l10n/mod.rs). The school of roles, one
# group per lesson (core/src/lessons/mod.rs): title, explanation, task, right, wrong.

## Lesson 1
lesson-1-title = 车
lesson-1-explanation = 车沿直线走任意距离——进、退、平都可以——但不能越子。它是最强的棋子。
lesson-1-task = 用你的车分两步吃掉黑马。
lesson-1-right = 对了！车先沿直线进，再横走。
lesson-1-wrong = 不太对。你自己在 c 线上的兵挡住了车路。

## Lesson 2
lesson-2-title = 马和马腿
lesson-2-explanation = 马先直走一格，再向外斜走一格。第一格上有子（蹩马腿），后面的两个落点都去不了。
lesson-2-task = 用你的马分两步吃掉黑车。
lesson-2-right = 对了！经过 b4 的路是通的。
lesson-2-wrong = 不对。注意马腿：e3 的兵和 d4 的黑马挡住了路。

## Lesson 3
lesson-3-title = 象和象眼
lesson-3-explanation = 相（象）斜走两格，不能过河。中间那一点（象眼）有子，就走不过去（塞象眼）。
lesson-3-task = 用你的相吃掉一个黑子。
lesson-3-right = 对了！d3 的象眼是空的，炮被吃掉了。
lesson-3-wrong = 不对。f3 的兵塞住了象眼——相吃不到马。

## Lesson 4
lesson-4-title = 九宫里的帅
lesson-4-explanation = 帅（将）每次直走一格，永远不离开九宫（3 × 3 个点）。
lesson-4-task = 用你的帅吃掉一个黑子。
lesson-4-right = 对了！马在九宫里，帅可以吃它。
lesson-4-wrong = 不对。炮在九宫外面——帅不能去那里。

## Lesson 5
lesson-5-title = 仕
lesson-5-explanation = 仕（士）斜走一格，和帅一样不出九宫。它只有五个点可走。
lesson-5-task = 用你的仕吃掉一个黑卒。
lesson-5-right = 对了！e1 的卒在九宫里。
lesson-5-wrong = 不对。仕只能在九宫里斜走。

## Lesson 6
lesson-6-title = 炮和炮架
lesson-6-explanation = 炮走法和车一样。吃子时必须正好隔一个子（炮架）跳过去——炮架是哪一方的都可以。
lesson-6-task = 用你的炮吃掉一个黑子。
lesson-6-right = 对了！马做炮架，车被吃掉了。
lesson-6-wrong = 不对。没有炮架，炮不能吃子。

## Lesson 7
lesson-7-title = 过河兵
lesson-7-explanation = 兵每次向前走一格。过河以后才能横走。兵永远不能后退。
lesson-7-task = 用你的兵分两步吃掉黑马。
lesson-7-right = 对了！过了河的兵可以横着吃子。
lesson-7-wrong = 不对。没过河的兵只能向前走。

## Lesson 8
lesson-8-title = 将帅对面
lesson-8-explanation = 将帅不能在同一条直线上直接对面。所以你的帅在它那条线上就像一个车。
lesson-8-task = 一步将死黑方。
lesson-8-right = 对了！黑将不能走到 e 线上——你的帅控制着它。
lesson-8-wrong = 这还没有将死。用你的帅，它控制着 e 线。

## Lesson 9
lesson-9-title = 困毙判负
lesson-9-explanation = 和国际象棋不同，无子可动的一方判负——即使没有被将军。
lesson-9-task = 找出困毙黑方的一步（黑方无棋可走，也没有被将军）。
lesson-9-right = 对了！黑方无棋可走，判负。
lesson-9-wrong = 不对。黑方必须无棋可走，而且没有被将军。

## Lesson 10
lesson-10-title = 马后炮杀
lesson-10-explanation = 经典的“马后炮”：马控制将的出路，同时做炮架。
lesson-10-task = 一步将死黑方。
lesson-10-right = 对了！马后炮——将死。
lesson-10-wrong = 这还没有将死。把炮放到马后面。
