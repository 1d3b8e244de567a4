package app.xiangqi.presentation

import org.junit.runner.JUnitCore
import kotlin.system.exitProcess

/** Runs the presentation tests; the closing line is "android: N passed, M failed". */
fun main() {
    val started = System.nanoTime()
    val result = JUnitCore().run(GameTests::class.java, LearnTests::class.java, ScreenTests::class.java)
    for (f in result.failures) {
        println("FAILED ${f.testHeader}: ${f.message}")
        println(f.trace.lines().take(14).joinToString("\n"))
    }
    val failed = result.failureCount
    println("android tests took %.1f s".format((System.nanoTime() - started) / 1e9))
    println("android: ${result.runCount - failed} passed, $failed failed")
    exitProcess(if (failed == 0 && result.runCount > 0) 0 else 1)
}
