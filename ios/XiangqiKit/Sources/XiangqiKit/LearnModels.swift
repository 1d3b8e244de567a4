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

/// One puzzle on a pad: the touch asks for a move, the puzzle judges it, the pad shows the
/// answer. Hint (the piece first, the move on a second request) and the solution.
@MainActor
@Observable
public final class PuzzleModel: BoardScreen {
    public let board: BoardModel
    public private(set) var view: PuzzleView
    public private(set) var feedback: PuzzleFeedback?
    public private(set) var message: String?
    public private(set) var solution: SolutionView?

    @ObservationIgnored public let handle: PuzzleHandle
    @ObservationIgnored private let pad: BoardPad
    @ObservationIgnored private let sounds: Feedback

    init(handle: PuzzleHandle, settings: Settings, feedback: Feedback) throws {
        self.handle = handle
        sounds = feedback
        let view = handle.view()
        self.view = view
        pad = try BoardPad(fen: view.fen, settings: settings)
        board = BoardModel(surface: pad)
    }

    public func handle(_ outcome: InputOutcome) {
        if let text = outcome.message { message = text }
        sounds.play(outcome.sounds)
        guard let move = outcome.play else { return }
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
                sounds.cue(.chime)
            }
            try pad.show(fen: view.fen, lastMove: shown, mayMove: !view.over)
            board.redraw(animating: shown != nil)
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
                _ = board.apply(pad.showHint(mv: mv, reason: hint.text))
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
            try pad.show(fen: view.fen, lastMove: view.played.last, mayMove: false)
            if let first = solution.moves.first {
                _ = board.apply(pad.showHint(mv: first, reason: solution.notation.joined(separator: " ")))
            } else {
                board.redraw()
            }
        } catch {
            message = XiangqiKit.message(for: error)
        }
    }

    /// Leaving an unsolved puzzle.
    public func abandon() {
        do { try handle.abandon() } catch { message = XiangqiKit.message(for: error) }
    }
}

/// The puzzles: five levels (mate in 1 to 5), the next unsolved one of a level.
@MainActor
@Observable
public final class PuzzlesModel {
    public static let levels: ClosedRange<UInt8> = 1...5
    public private(set) var message: String?

    @ObservationIgnored private let app: XiangqiApp
    @ObservationIgnored private let settings: Settings
    @ObservationIgnored private let feedback: Feedback

    init(app: XiangqiApp, settings: Settings, feedback: Feedback) {
        self.app = app
        self.settings = settings
        self.feedback = feedback
    }

    public func next(level: UInt8) -> PuzzleModel? {
        open { try self.app.nextPuzzle(level: level) }
    }

    public func puzzle(id: String) -> PuzzleModel? {
        open { try self.app.puzzle(id: id) }
    }

    private func open(_ handle: () throws -> PuzzleHandle) -> PuzzleModel? {
        do {
            return try PuzzleModel(handle: handle(), settings: settings, feedback: feedback)
        } catch {
            message = XiangqiKit.message(for: error)
            return nil
        }
    }
}

/// The puzzle of the day: today's score and the streak; one counted attempt per day.
@MainActor
@Observable
public final class DailyModel {
    public private(set) var view: DailyView?
    public private(set) var message: String?

    @ObservationIgnored private let app: XiangqiApp
    @ObservationIgnored private let day: String
    @ObservationIgnored private let settings: Settings
    @ObservationIgnored private let feedback: Feedback

    init(app: XiangqiApp, day: String, settings: Settings, feedback: Feedback) {
        self.app = app
        self.day = day
        self.settings = settings
        self.feedback = feedback
        refresh()
    }

    public var streak: UInt32 { view?.streak ?? 0 }
    /// Today's score once the attempt is over.
    public var score: UInt32? { view?.attempt?.score }

    public func refresh() {
        do { view = try app.daily(date: day) } catch { message = XiangqiKit.message(for: error) }
    }

    public func start() -> PuzzleModel? {
        do {
            let puzzle = try PuzzleModel(handle: app.startDaily(date: day), settings: settings, feedback: feedback)
            refresh()
            return puzzle
        } catch {
            message = XiangqiKit.message(for: error)
            return nil
        }
    }
}

/// The school: ten lessons, each with its explanation and task.
@MainActor
@Observable
public final class SchoolModel {
    public private(set) var lessons: [LessonView] = []
    public private(set) var message: String?

    @ObservationIgnored private let app: XiangqiApp
    @ObservationIgnored private let settings: Settings
    @ObservationIgnored private let feedback: Feedback

    init(app: XiangqiApp, settings: Settings, feedback: Feedback) {
        self.app = app
        self.settings = settings
        self.feedback = feedback
        refresh()
    }

    public func refresh() {
        do { lessons = try app.lessons() } catch { message = XiangqiKit.message(for: error) }
    }

    public func open(_ lesson: LessonView) -> LessonModel? {
        do {
            return try LessonModel(lesson: lesson, handle: app.lesson(number: UInt32(lesson.number)),
                                   settings: settings, feedback: feedback)
        } catch {
            message = XiangqiKit.message(for: error)
            return nil
        }
    }
}

/// One lesson on a pad: the core judges each move and answers with its reply and a text.
@MainActor
@Observable
public final class LessonModel: BoardScreen {
    public let lesson: LessonView
    public let board: BoardModel
    public private(set) var message: String?
    public private(set) var lastFeedback: LessonFeedback?
    public private(set) var done: Bool

    @ObservationIgnored private let handle: LessonHandle
    @ObservationIgnored private let pad: BoardPad
    @ObservationIgnored private let sounds: Feedback

    init(lesson: LessonView, handle: LessonHandle, settings: Settings, feedback: Feedback) throws {
        self.lesson = lesson
        self.handle = handle
        sounds = feedback
        done = handle.isDone()
        pad = try BoardPad(fen: handle.fen(), settings: settings)
        board = BoardModel(surface: pad)
    }

    public func handle(_ outcome: InputOutcome) {
        if let text = outcome.message { message = text }
        sounds.play(outcome.sounds)
        guard let move = outcome.play else { return }
        do {
            let answer = try handle.play(text: move)
            lastFeedback = answer
            if let text = answer.text { message = text }
            done = handle.isDone()
            let shown: Move? = answer.wrong ? nil : (answer.reply ?? move)
            try pad.show(fen: answer.fen, lastMove: shown, mayMove: !done)
            board.redraw(animating: shown != nil)
            if done { sounds.cue(.chime) }
        } catch {
            message = XiangqiKit.message(for: error)
        }
    }

    public func hint() {
        guard let hint = handle.hint() else { return }
        message = hint.text
        if let mv = hint.mv { _ = board.apply(pad.showHint(mv: mv, reason: hint.text)) }
    }
}
