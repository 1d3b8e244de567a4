package app.xiangqi.tests

import app.xiangqi.core.*

/**
 * A benchmark, not a test: the time of one `AppCore.boardScene` call through the bindings for
 * a game in its middle with a piece selected (the scene built in Rust with its marks and
 * lifted into Kotlin records). Run after tests/kotlin/run.sh:
 * java -Djna.library.path=target/<profile> -cp <run.sh's classpath> app.xiangqi.tests.SceneBenchKt
 */
fun main(args: Array<String>) {
    val calls = args.firstOrNull()?.toInt() ?: 5000
    TestApp.inMemory().use { app ->
        app.twoPlayerGame()
        for (mv in listOf("h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "a9b9")) {
            app.tap(mv.substring(0, 2))
            app.tap(mv.substring(2, 4))
        }
        app.tap("g2")
        repeat(500) { app.core.boardScene(1080f, 1188f, 1f) }
        val times = LongArray(calls)
        var primitives = 0
        for (i in 0 until calls) {
            val t0 = System.nanoTime()
            val scene = app.core.boardScene(1080f, 1188f, 1f)
            times[i] = System.nanoTime() - t0
            primitives = scene.primitives.size
        }
        times.sort()
        val us = { q: Double -> times[((calls - 1) * q).toInt()] / 1000.0 }
        println("boardScene through the bindings: $calls calls, $primitives primitives: median %.1f us, p90 %.1f us, p99 %.1f us".format(us(0.5), us(0.9), us(0.99)))
    }
}
