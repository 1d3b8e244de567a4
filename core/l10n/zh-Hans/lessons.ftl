# lessons: messages in zh-Hans (see core/src/l10n/mod.rs). The school of roles, one
# group per lesson (core/src/lessons/mod.rs): title, explanation, task, right, wrong.

## Lesson 1
lesson-1-title = 车
lesson-1-explanation = 车走直线，进、退、平都可以，步数不限，但不能越过其他棋子。车是威力最大的棋子。
lesson-1-task = 用你的车分两步吃掉黑马。
lesson-1-right = 对了！车先进，再平过去吃马。
lesson-1-wrong = 不太对。c 线上你自己的兵挡住了车的去路。

## Lesson 2
lesson-2-title = 马与马腿
lesson-2-explanation = 马走“日”字：先直走一步，再向外斜走一步。直走的那一点上如果有棋子（蹩马腿），这个方向的两个落点就都去不了。
lesson-2-task = 用你的马分两步吃掉黑车。
lesson-2-right = 对了！经 b4 走，马腿没有被蹩住。
lesson-2-wrong = 不对。注意蹩马腿：e3 的兵和 d4 的黑马都会蹩住马腿。

## Lesson 3
lesson-3-title = 相与象眼
lesson-3-explanation = 相（象）走“田”字：斜走两步，而且不能过河。田字中心（象眼）上有棋子时就走不过去，这叫“塞象眼”。
lesson-3-task = 用你的相吃掉一个黑子。
lesson-3-right = 对了！d3 的象眼没有被塞，相吃掉了炮。
lesson-3-wrong = 不对。f3 的兵塞住了象眼，相吃不到马。

## Lesson 4
lesson-4-title = 九宫中的帅
lesson-4-explanation = 帅（将）每步只能横走或直走一步，不能走出九宫（3 × 3 共九个点）。
lesson-4-task = 用你的帅吃掉一个黑子。
lesson-4-right = 对了！马在九宫之内，帅可以吃掉它。
lesson-4-wrong = 不对。两个炮都在九宫之外，帅不能出宫。

## Lesson 5
lesson-5-title = 仕
lesson-5-explanation = 仕（士）每步沿九宫的斜线走一步，和帅一样不能出九宫。它一共只有五个点可以走。
lesson-5-task = 用你的仕吃掉一个黑卒。
lesson-5-right = 对了！e1 的卒在九宫之内。
lesson-5-wrong = 不对。仕只能在九宫之内斜走。

## Lesson 6
lesson-6-title = 炮与炮架
lesson-6-explanation = 炮不吃子时，走法和车一样。吃子时必须隔着正好一个棋子（炮架）跳过去吃，炮架是哪一方的棋子都可以。
lesson-6-task = 用你的炮吃掉一个黑子。
lesson-6-right = 对了！以马为炮架，炮吃掉了车。
lesson-6-wrong = 不对。没有炮架，炮不能吃子。

## Lesson 7
lesson-7-title = 过河兵
lesson-7-explanation = 兵（卒）每步向前走一步；过河以后才可以横走，但永远不能后退。
lesson-7-task = 用你的兵分两步吃掉黑马。
lesson-7-right = 对了！兵过了河，就可以横着吃子。
lesson-7-wrong = 不对。兵没过河之前只能向前走。

## Lesson 8
lesson-8-title = 将帅不能照面
lesson-8-explanation = 将和帅不能在同一条直线上直接照面，中间必须有棋子隔开。所以你的帅能像车一样控制它所在的那条直线。
lesson-8-task = 一步将死黑方。
lesson-8-right = 对了！黑将不能走到 e 线上，那里有你的帅把守。
lesson-8-wrong = 这步没有将死。借助你的帅，它控制着整条 e 线。

## Lesson 9
lesson-9-title = 困毙判负
lesson-9-explanation = 和国际象棋不同，象棋里无棋可走的一方判负，即使没有被将军也一样。
lesson-9-task = 走一步困毙黑方：黑方没有被将军，却已无棋可走。
lesson-9-right = 对了！黑方无棋可走，判负。
lesson-9-wrong = 不对。要让黑方在没有被将军的情况下无棋可走。

## Lesson 10
lesson-10-title = 马后炮
lesson-10-explanation = 经典杀法“马后炮”：马控制住黑将的出路，同时充当炮架。
lesson-10-task = 一步将死黑方。
lesson-10-right = 对了！马后炮，将死！
lesson-10-wrong = 这步没有将死。把炮走到马的后面。
