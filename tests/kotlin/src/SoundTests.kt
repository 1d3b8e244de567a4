package app.xiangqi.tests

import app.xiangqi.core.*
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test

/** Sound through the bindings: what the apps' audio code pulls. */
class SoundTests {
    private fun rms(xs: List<Float>): Double =
        Math.sqrt(xs.sumOf { it.toDouble() * it.toDouble() } / xs.size.coerceAtLeast(1))

    private fun assertPlayable(xs: List<Float>, what: String) {
        assertTrue("$what: finite", xs.all { it.isFinite() })
        assertTrue("$what: within full scale", xs.all { Math.abs(it) < 1.0f })
        assertTrue("$what: not silent", rms(xs) > 0.005)
    }

    @Test
    fun everyCueIsABufferThatStartsAndEndsAtSilence() {
        for (cue in Cue.values()) {
            val xs = cueSamples(cue, 48_000u)
            assertTrue("$cue: ${xs.size} samples", xs.size in 1_000..(4 * 48_000))
            assertPlayable(xs, cue.name)
            assertEquals(0.0f, xs.first())
            assertEquals(0.0f, xs.last())
        }
        // The rate is the caller's: the gong lasts as long at 44.1 kHz, in more samples at 48.
        assertEquals(3 * 44_100, cueSamples(Cue.GONG, 44_100u).size)
        assertEquals(3 * 48_000, cueSamples(Cue.GONG, 48_000u).size)
    }

    @Test
    fun aBadRateIsATypedError() {
        try {
            cueSamples(Cue.MOVE, 1u)
            fail("rate 1 Hz accepted")
        } catch (e: XiangqiException.BadInput) {
            assertTrue(e.message!!.contains("sample rate"))
        }
    }

    @Test
    fun musicStreamsChunkByChunk() {
        val player = MusicPlayer(44_100u, MusicPiece.ZHI)
        assertFalse(player.isPlaying())
        assertTrue("silent before play", player.fill(512u).all { it == 0.0f })
        player.play()
        assertTrue(player.isPlaying())
        val chunks = (0 until 200).map { player.fill(512u) }
        assertTrue(chunks.all { it.size == 512 })
        assertPlayable(chunks.flatten(), "music")

        // Same parameters, same samples, whatever the chunk size.
        val other = MusicPlayer(44_100u, MusicPiece.ZHI)
        other.play()
        assertEquals(other.fill(512u) + other.fill(1_024u) + other.fill(200u * 512u - 1_536u),
            chunks.flatten())

        player.nextPiece()
        assertEquals(MusicPiece.YU, player.piece())
        player.fadeTo(0.0f, 0.5f)
        player.fill(44_100u)
        assertEquals(0.0f, player.volume())
        assertTrue("silent after the fade", player.fill(512u).all { it == 0.0f })
        player.pause()
        assertFalse(player.isPlaying())
        try {
            player.fill(UInt.MAX_VALUE)
            fail("a huge fill accepted")
        } catch (e: XiangqiException.BadInput) {
        }
    }
}
