package app.xiangqi.presentation

import app.xiangqi.core.Cue
import app.xiangqi.core.Move
import app.xiangqi.core.PuzzleHandle
import app.xiangqi.core.Settings
import app.xiangqi.core.Sound
import app.xiangqi.core.TryOutcome

/** How the attempt stands (the view words it from its resources). */
enum class PuzzleStatus {
    PLAYING,

    /** A wrong try: the move did not give check. */
    WRONG_NO_CHECK,

    /** A wrong try: check, but no forced mate. */
    WRONG_CHECK,
    SOLVED,
    SOLUTION_SHOWN,
}

data class PuzzleBoardState(
    val id: String,
    /** N of "mate in N". */
    val level: Int,
    val movesLeft: Int,
    val wrongTries: Int,
    /** The moves so far (Red's and the defence's) in the chosen notation. */
    val played: List<String>,
    val over: Boolean,
    val hintUsed: Boolean,
    val dailyScore: Int?,
    val status: PuzzleStatus,
    val solution: List<String>,
    val board: BoardPicture,
    val message: String?,
    val hint: Move?,
    val card: CardState?,
)

/** A puzzle on a pad: the core's [PuzzleHandle] judges every move. */
class PuzzleTable(private val handle: PuzzleHandle, settings: Settings, feedback: Feedback) :
    PadTable(handle.view().fen, settings, feedback) {
    private var status = PuzzleStatus.PLAYING
    private var solution: List<String> = emptyList()

    override fun judge(mv: Move, sounds: List<Sound>): Boolean {
        val before = handle.view()
        return when (val outcome = handle.tryMove(mv)) {
            is TryOutcome.Wrong -> {
                status = if (outcome.gaveCheck) PuzzleStatus.WRONG_CHECK else PuzzleStatus.WRONG_NO_CHECK
                message = null
                pad.show(before.fen, before.played.lastOrNull(), true)
                false
            }
            is TryOutcome.Continue -> {
                status = PuzzleStatus.PLAYING
                feedback.sounds(sounds, settings)
                val now = handle.view()
                pad.show(now.fen, outcome.reply, true)
                message = now.playedNotation.lastOrNull()
                true
            }
            TryOutcome.Mate -> {
                status = PuzzleStatus.SOLVED
                feedback.sounds(sounds, settings)
                feedback.cue(Cue.CHIME, settings)
                pad.show(handle.view().fen, mv, false)
                true
            }
        }
    }

    fun hint() = showHint(handle.hint())

    fun showSolution() {
        solution = handle.showSolution().notation
        status = PuzzleStatus.SOLUTION_SHOWN
        val v = handle.view()
        pad.show(v.fen, v.played.lastOrNull(), false)
        redraw()
    }

    fun abandon() {
        if (!handle.view().over) handle.abandon()
        handle.close()
    }

    fun snapshot(): PuzzleBoardState {
        val v = handle.view()
        return PuzzleBoardState(
            id = v.id,
            level = v.level.toInt(),
            movesLeft = v.movesLeft.toInt(),
            wrongTries = v.wrongTries.toInt(),
            played = v.playedNotation,
            over = v.over,
            hintUsed = v.hintUsed,
            dailyScore = v.dailyScore?.toInt(),
            status = status,
            solution = solution,
            board = picture,
            message = message,
            hint = hint,
            card = card,
        )
    }
}
