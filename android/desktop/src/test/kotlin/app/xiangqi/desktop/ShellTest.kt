package app.xiangqi.desktop

import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import app.xiangqi.core.Action
import app.xiangqi.core.Effect
import app.xiangqi.core.Lang
import app.xiangqi.core.ScreenView
import app.xiangqi.ui.components.Tags
import org.jetbrains.skia.Image
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import java.io.File
import java.nio.file.Files as NioFiles
import javax.swing.SwingUtilities

/** The desktop shell's effect handlers: sharing, backup files, the banner. */
class ShellTest : UiTestBase() {
    /** Files in a temporary directory, picked without asking. */
    class TempFiles(private val toOpen: () -> ByteArray?) : Files {
        val dir: File = File(System.getenv("XIANGQI_TEST_DIR") ?: System.getProperty("java.io.tmpdir"))
            .apply { mkdirs() }
            .let { NioFiles.createTempDirectory(it.toPath(), "shell").toFile() }
        val saved = mutableMapOf<String, ByteArray>()
        override fun save(name: String, bytes: ByteArray): Boolean {
            saved[name] = bytes
            File(dir, name).writeBytes(bytes)
            return true
        }
        override fun open(mime: String): ByteArray? = toOpen()
        override val shareDir: File get() = File(dir, "shared")
    }

    @Test
    fun renderPostsEachViewIntoTheState() {
        val shell = DesktopShell(sound = false, log = {})
        val core = startTestCore(shell, Lang.EN)
        core.settle()
        SwingUtilities.invokeAndWait {} // (views reach the state on the UI thread)
        assertTrue(shell.view.value?.stack?.last() is ScreenView.Home)
        core.send(app.xiangqi.core.Event.SelectTab(app.xiangqi.core.Tab.PUZZLES))
        core.settle()
        SwingUtilities.invokeAndWait {}
        assertTrue(shell.view.value?.stack?.last() is ScreenView.Puzzles)
        core.shutdown()
    }

    @Test
    fun sharingPaintsTheSceneIntoAPng() {
        val files = TempFiles { null }
        show(files = files)
        d.startVsComputer()
        d.action(Action.SharePosition)
        val deadline = System.currentTimeMillis() + 10_000
        while (files.shareDir.listFiles().isNullOrEmpty() && System.currentTimeMillis() < deadline) Thread.sleep(20)
        val png = files.shareDir.listFiles()!!.single()
        val image = Image.makeFromEncoded(png.readBytes())
        assertTrue("${image.width}x${image.height}", image.width > 100 && image.height > 100)
        assertTrue(d.shell.effects.any { it is Effect.Share })
    }

    @Test
    fun backupIsSavedAndRestoredThroughTheFiles() {
        var backup: ByteArray? = null
        val files = TempFiles { backup }
        show(files = files)
        d.startVsComputer()
        d.home()
        d.open(Action.OpenSettings)
        d.action(Action.ExportBackup)
        val deadline = System.currentTimeMillis() + 10_000
        while (files.saved.isEmpty() && System.currentTimeMillis() < deadline) Thread.sleep(20)
        backup = files.saved.values.single()
        assertTrue(backup!!.isNotEmpty())
        d.action(Action.ImportBackup)
        d.waitFor("the import's question or banner") { it.dialog != null || it.banner != null }
        d.view().dialog?.let { d.action(Action.ConfirmImport) }
        d.waitFor("the import's banner") { it.banner != null }
        sync()
        rule.onNodeWithTag(Tags.BANNER, useUnmergedTree = true).assertExists()
    }

    @Test
    fun aBannerIsDismissedByATap() {
        val files = TempFiles { "not a backup".toByteArray() }
        show(files = files)
        d.open(Action.OpenSettings)
        d.action(Action.ImportBackup)
        d.waitFor("a banner or a question") { it.banner != null || it.dialog != null }
        d.view().dialog?.let { d.action(Action.ConfirmImport) }
        d.waitFor("the error banner") { it.banner != null }
        sync()
        assertNotNull(d.view().banner)
        rule.onNodeWithTag(Tags.BANNER, useUnmergedTree = true).performClick()
        sync()
        assertEquals(null, d.view().banner)
        rule.onNodeWithTag(Tags.BANNER, useUnmergedTree = true).assertDoesNotExist()
    }
}
