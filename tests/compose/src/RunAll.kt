package app.xiangqi.composetests

import org.junit.runner.Description
import org.junit.runner.JUnitCore
import org.junit.runner.notification.Failure
import org.junit.runner.notification.RunListener
import java.util.zip.ZipFile
import kotlin.system.exitProcess

/**
 * Runs every JUnit class named `*Test` in the jar given as the first argument, one line per
 * test, and closes with "junit: passed=N failed=M" (tests/compose/run.sh adds it to its own tally).
 */
fun main(args: Array<String>) {
    val classes = ZipFile(args[0]).use { zip ->
        zip.entries().asSequence().map { it.name }
            .filter { it.endsWith("Test.class") && '$' !in it }
            .map { Class.forName(it.removeSuffix(".class").replace('/', '.')) }
            .toList()
    }
    var passed = 0
    var failed = 0
    val core = JUnitCore()
    core.addListener(object : RunListener() {
        private var current: Failure? = null
        override fun testStarted(description: Description) { current = null }
        override fun testFailure(failure: Failure) {
            current = failure
            // A class that cannot start (its rule or constructor fails) has no test to finish.
            if (failure.description.methodName == null) println("FAIL ${failure.description}: ${failure.message}")
        }
        override fun testFinished(description: Description) {
            val f = current
            if (f == null) {
                passed++
                println("ok   ${description.className.substringAfterLast('.')}.${description.methodName}")
            } else {
                failed++
                println("FAIL ${description.className.substringAfterLast('.')}.${description.methodName}: ${f.message}")
                println(f.trace.lineSequence().take(12).joinToString("\n") { "     $it" })
            }
        }
    })
    val result = core.run(*classes.toTypedArray())
    failed = maxOf(failed, result.failureCount)
    if (classes.isEmpty() || result.runCount == 0) failed++
    println("junit: passed=$passed failed=$failed")
    exitProcess(if (failed == 0) 0 else 1)
}
