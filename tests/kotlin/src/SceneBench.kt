package app.xiangqi.tests

import app.xiangqi.core.PieceFaces
import app.xiangqi.core.Stage
import app.xiangqi.core.buildScene
import app.xiangqi.core.defaultSceneOptions

/**
 * A benchmark, not a test: the time of one `buildScene` call through the bindings for a full
 * board with every mark (the FEN parsed, the move helper and dangers computed, the scene
 * built in Rust and lifted into Kotlin records). Run after tests/kotlin/run.sh:
 * java -Djna.library.path=target/release -cp <run.sh's classpath> app.xiangqi.tests.SceneBenchKt
 */
fun main(args: Array<String>) {
    val calls = args.firstOrNull()?.toInt() ?: 5000
    val options = defaultSceneOptions(1080f, 1188f).copy(stage = Stage.LACKBRETT, faces = PieceFaces.PICTURE_WITH_CHARACTER)
    repeat(500) { buildScene(MARKS_FEN, "h5e5", "f3", "f3e5", options) }
    val times = LongArray(calls)
    var primitives = 0
    for (i in 0 until calls) {
        val t0 = System.nanoTime()
        val scene = buildScene(MARKS_FEN, "h5e5", "f3", "f3e5", options)
        times[i] = System.nanoTime() - t0
        primitives = scene.primitives.size
    }
    times.sort()
    val us = { q: Double -> times[((calls - 1) * q).toInt()] / 1000.0 }
    println("buildScene through the bindings: $calls calls, $primitives primitives: median %.1f us, p90 %.1f us, p99 %.1f us".format(us(0.5), us(0.9), us(0.99)))
}
