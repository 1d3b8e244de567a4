import Foundation
import Observation
import XiangqiCore

/// How a puzzle move was judged (the app words it from its String Catalog: the core's
/// `TryOutcome` carries no text).
public enum PuzzleFeedback: Equatable {
    case wrong(gaveCheck: Bool)
    /// Right; the defender answered with `reply`.
    case continues(reply: Move)
    case solved
}

/// The pad under a puzzle or a lesson: the board it draws, the sounds of its touches and
/// the answer the screen's handle gives.
@MainActor
final class PadBoard {
    let pad: BoardPad
    let board: BoardModel
    let sounds: Feedback

    init(fen: String, settings: Settings, feedback: Feedback) throws {
        pad = try BoardPad(fen: fen, settings: settings)
        board = BoardModel(surface: pad)
        sounds = feedback
    }

    /// The move a touch asks the handle to try, after the touch's message and sounds.
    func move(asked outcome: InputOutcome, message: inout String?) -> Move? {
        if let text = outcome.message { message = text }
        sounds.play(outcome.sounds)
        return outcome.play
    }

    /// The handle's answer: the position reached by `lastMove` (animated), or the same one.
    func show(fen: String, lastMove: Move?, mayMove: Bool) throws {
        try pad.show(fen: fen, lastMove: lastMove, mayMove: mayMove)
        board.redraw(animating: lastMove != nil)
    }

    /// A move drawn as an arrow with its text.
    func arrow(_ move: Move, text: String) {
        _ = board.apply(pad.showHint(mv: move, reason: text))
    }
}

/// One puzzle on a pad: the touch asks for a move, the puzzle judges it, the pad shows the
/// answer. Hint (the piece first, the move on a second request) and the solution.
@MainActor
@Observable
public final class PuzzleModel: BoardScreen {
    public var board: BoardModel { padBoard.board }
    public private(set) var view: PuzzleView
    public private(set) var feedback: PuzzleFeedback?
    public private(set) var message: String?
    public private(set) var solution: SolutionView?

    @ObservationIgnored public let handle: PuzzleHandle
    @ObservationIgnored private let padBoard: PadBoard

    init(handle: PuzzleHandle, settings: Settings, feedback: Feedback) throws {
        self.handle = handle
        let view = handle.view()
        self.view = view
        padBoard = try PadBoard(fen: view.fen, settings: settings, feedback: feedback)
    }

    public func handle(_ outcome: InputOutcome) {
        guard let move = padBoard.move(asked: outcome, message: &message) else { return }
        do {
            let judged = try handle.tryMove(text: move)
            view = handle.view()
            var shown: Move? = move
            switch judged {
            case let .wrong(gaveCheck):
                feedback = .wrong(gaveCheck: gaveCheck)
                shown = nil
            case let .continue(reply):
                feedback = .continues(reply: reply)
                shown = reply
            case .mate:
                feedback = .solved
                padBoard.sounds.cue(.chime)
            }
            try padBoard.show(fen: view.fen, lastMove: shown, mayMove: !view.over)
        } catch {
            message = XiangqiKit.message(for: error)
        }
    }

    public func hint() {
        do {
            guard let hint = try handle.hint() else { return }
            message = hint.text
            view = handle.view()
            if let mv = hint.mv {
                padBoard.arrow(mv, text: hint.text)
            }
        } catch {
            message = XiangqiKit.message(for: error)
        }
    }

    public func showSolution() {
        do {
            let solution = try handle.showSolution()
            self.solution = solution
            view = handle.view()
            // The position stays; the solution's first move is drawn as an arrow, the whole
            // line listed beside the board.
            try padBoard.show(fen: view.fen, lastMove: nil, mayMove: false)
            if let first = solution.moves.first {
                padBoard.arrow(first, text: solution.notation.joined(separator: " "))
            }
        } catch {
            message = XiangqiKit.message(for: error)
        }
    }

    /// Leaving an unsolved puzzle.
    public func abandon() {
        caught(&message) { try handle.abandon() }
    }
}

/// The puzzles: five levels (mate in 1 to 5), the next unsolved one of a level.
@MainActor
@Observable
public final class PuzzlesModel {
    public static let levels: ClosedRange<UInt8> = 1...5
    public private(set) var message: String?

    @ObservationIgnored private let core: OpenedStore

    init(_ core: OpenedStore) {
        self.core = core
    }

    public func next(level: UInt8) -> PuzzleModel? {
        open { try self.core.app.nextPuzzle(level: level) }
    }

    public func puzzle(id: String) -> PuzzleModel? {
        open { try self.core.app.puzzle(id: id) }
    }

    private func open(_ handle: () throws -> PuzzleHandle) -> PuzzleModel? {
        caught(&message) { try PuzzleModel(handle: handle(), settings: core.settings, feedback: core.feedback) }
    }
}

/// The puzzle of the day: today's score and the streak; one counted attempt per day.
@MainActor
@Observable
public final class DailyModel {
    public private(set) var view: DailyView?
    public private(set) var message: String?

    @ObservationIgnored private let core: OpenedStore
    @ObservationIgnored private let day: String

    init(_ core: OpenedStore, day: String) {
        self.core = core
        self.day = day
        refresh()
    }

    public var streak: UInt32 { view?.streak ?? 0 }
    /// Today's score once the attempt is over.
    public var score: UInt32? { view?.attempt?.score }

    public func refresh() {
        view = caught(&message) { try core.app.daily(date: day) } ?? view
    }

    public func start() -> PuzzleModel? {
        let puzzle = caught(&message) {
            try PuzzleModel(handle: core.app.startDaily(date: day), settings: core.settings, feedback: core.feedback)
        }
        refresh()
        return puzzle
    }
}

/// The school: ten lessons, each with its explanation and task.
@MainActor
@Observable
public final class SchoolModel {
    public private(set) var lessons: [LessonView] = []
    public private(set) var message: String?

    @ObservationIgnored private let core: OpenedStore

    init(_ core: OpenedStore) {
        self.core = core
        refresh()
    }

    public func refresh() {
        lessons = caught(&message) { try core.app.lessons() } ?? lessons
    }

    public func open(_ lesson: LessonView) -> LessonModel? {
        caught(&message) {
            try LessonModel(lesson: lesson, handle: core.app.lesson(number: UInt32(lesson.number)),
                            settings: core.settings, feedback: core.feedback)
        }
    }
}

/// One lesson on a pad: the core judges each move and answers with its reply and a text.
@MainActor
@Observable
public final class LessonModel: BoardScreen {
    public let lesson: LessonView
    public var board: BoardModel { padBoard.board }
    public private(set) var message: String?
    public private(set) var lastFeedback: LessonFeedback?
    public private(set) var done: Bool

    @ObservationIgnored private let handle: LessonHandle
    @ObservationIgnored private let padBoard: PadBoard

    init(lesson: LessonView, handle: LessonHandle, settings: Settings, feedback: Feedback) throws {
        self.lesson = lesson
        self.handle = handle
        done = handle.isDone()
        padBoard = try PadBoard(fen: handle.fen(), settings: settings, feedback: feedback)
    }

    public func handle(_ outcome: InputOutcome) {
        guard let move = padBoard.move(asked: outcome, message: &message) else { return }
        do {
            let answer = try handle.play(text: move)
            lastFeedback = answer
            if let text = answer.text { message = text }
            done = handle.isDone()
            let shown: Move? = answer.wrong ? nil : (answer.reply ?? move)
            try padBoard.show(fen: answer.fen, lastMove: shown, mayMove: !done)
            if done { padBoard.sounds.cue(.chime) }
        } catch {
            message = XiangqiKit.message(for: error)
        }
    }

    public func hint() {
        guard let hint = handle.hint() else { return }
        message = hint.text
        if let mv = hint.mv { padBoard.arrow(mv, text: hint.text) }
    }
}
