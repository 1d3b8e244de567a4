package app.xiangqi.tests

import org.junit.runner.JUnitCore
import org.junit.runner.notification.Failure
import kotlin.system.exitProcess

/** Runs the binding tests and prints the closing line "N passed, M failed". */
fun main() {
    val result = JUnitCore().run(
        AppCoreTests::class.java,
        RestartTests::class.java,
        SceneTests::class.java,
        SoundTests::class.java,
    )
    for (f: Failure in result.failures) {
        println("FAILED ${f.testHeader}: ${f.message}")
        println(f.trace.lines().take(12).joinToString("\n"))
    }
    val failed = result.failureCount
    val passed = result.runCount - failed
    println("kotlin: $passed passed, $failed failed")
    exitProcess(if (failed == 0 && result.runCount > 0) 0 else 1)
}
