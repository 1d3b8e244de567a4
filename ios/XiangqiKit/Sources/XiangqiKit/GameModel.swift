import Foundation
import Observation
import XiangqiCore

/// One row of the move list: a move number, Red's move and Black's answer.
public struct MoveRow: Hashable {
    public let number: Int
    public let red: String
    public let black: String?
}

/// The end of a game, for the result sheet.
public struct ResultSheet: Equatable {
    public let result: GameResult
    public let reason: EndReason
    /// The core's line ("Schwarz gewinnt: Matt").
    public let text: String
}

/// The game screen: the core's board view and scene, touches forwarded to the session, the
/// computer's move (the core searches on its own thread, the hint and draw offer run in tasks
/// off the main actor), the clocks ticking, hint, undo, draw offer, resign. The session plays and saves every move; this only holds what is on screen.
@MainActor
@Observable
public final class GameModel: BoardScreen {
    /// How often a running clock is ticked.
    public static let tickInterval: Duration = .seconds(1)

    @ObservationIgnored public let session: GameSession
    public let board: BoardModel
    public private(set) var view: BoardView
    /// The status line: a selection, a refusal's reason, the hint's reason, an error (the
    /// view clears it when dismissed).
    public var message: String?
    /// The piece card of a long press (a popover on iPad, a sheet on the phone).
    public var card: PieceCardView?
    public private(set) var result: ResultSheet?
    /// The result sheet while not dismissed.
    public var resultSheet: ResultSheet? { resultDismissed ? nil : result }
    private var resultDismissed = false
    /// The hint's move while its arrow is shown.
    public private(set) var hintMove: Move?
    /// Two players: the other player is asked to agree to a draw.
    public var drawQuestion = false
    /// Vs. the computer: its answer to the last draw offer.
    public private(set) var drawAnswer: DrawAnswer?
    public private(set) var thinking = false
    /// Running or waiting for the hint (the button is disabled meanwhile).
    public private(set) var hinting = false

    @ObservationIgnored private let feedback: Feedback
    /// The computer's search under way (the core thinks on its own thread and reports to
    /// `ComputerListener`; a cancelled search's result never arrives).
    @ObservationIgnored private var search: UInt64?
    @ObservationIgnored private var computerWaiters: [CheckedContinuation<Void, Never>] = []
    @ObservationIgnored private var clockTask: Task<Void, Never>?
    /// Bumped whenever a hint under way is no longer wanted (undo, background, resign).
    @ObservationIgnored private var generation = 0
    @ObservationIgnored private var onScreen = true

    public init(session: GameSession, feedback: Feedback) {
        self.session = session
        self.feedback = feedback
        board = BoardModel(surface: session)
        view = session.view()
        session.setListener(listener: ComputerListener(model: self))
        refresh()
        startComputerIfNeeded()
    }

    // MARK: what the screen shows

    /// The move list in the chosen notation, two plies a row ("1. K2.5  k8.5").
    public var moveRows: [MoveRow] {
        stride(from: 0, to: view.moves.count, by: 2).map { i in
            MoveRow(number: i / 2 + 1, red: view.moves[i], black: i + 1 < view.moves.count ? view.moves[i + 1] : nil)
        }
    }

    public var redClock: String? { view.clock.map { ClockFormat.text(ms: $0.redMs) } }
    public var blackClock: String? { view.clock.map { ClockFormat.text(ms: $0.blackMs) } }

    // MARK: actions

    public func handle(_ outcome: InputOutcome) {
        if let text = outcome.message { message = text }
        switch outcome.action {
        case let .card(point): card = (try? session.card(point: point)) ?? nil
        case let .hintShown(mv): hintMove = mv
        case .played, .deselected, .selected: hintMove = nil
        default: break
        }
        if let report = outcome.report {
            feedback.play(report.sounds)
            refresh()
            startComputerIfNeeded()
        } else {
            feedback.play(outcome.sounds)
        }
    }

    /// A move typed in any notation (the keyboard field; the screen reader's text input).
    public func play(text: String) {
        do {
            let report = try session.play(text: text)
            board.redraw(animating: true)
            message = report.announcement
            feedback.play(report.sounds)
            refresh()
            startComputerIfNeeded()
        } catch {
            message = XiangqiKit.message(for: error)
        }
    }

    /// The hint as an arrow with its reason (Master Wang thinks: off the main actor).
    public func showHint() async {
        guard !hinting else { return }
        hinting = true
        defer { hinting = false }
        let session = self.session
        let generation = self.generation
        do {
            let outcome = try await offMain { try session.showHint() }
            guard generation == self.generation else { return }
            board.redraw()
            handle(outcome)
        } catch {
            message = XiangqiKit.message(for: error)
        }
    }

    public func undo() {
        dropPendingResults()
        do {
            _ = try session.undo()
            card = nil
            board.redraw()
            refresh()
            startComputerIfNeeded()
        } catch {
            message = XiangqiKit.message(for: error)
            refresh()
        }
    }

    public func offerDraw() async {
        let session = self.session
        do {
            let answer = try await offMain { try session.offerDraw() }
            switch answer {
            case .askOpponent: drawQuestion = true
            case .accepted, .declined: drawAnswer = answer
            }
            refresh()
        } catch {
            message = XiangqiKit.message(for: error)
        }
    }

    /// The result sheet was closed (the board stays for a look).
    public func dismissResult() {
        resultDismissed = true
    }

    /// Two players: the other player agreed.
    public func agreeDraw() {
        drawQuestion = false
        act { _ = try $0.agreeDraw() }
    }

    public func resign() {
        dropPendingResults()
        act { _ = try $0.resign() }
    }

    /// Called by the clock task about once a second; a flag fall ends the game.
    public func tick() {
        act { _ = try $0.tick() }
    }

    /// The app goes to the background: the session stops and saves the clocks and stops the
    /// computer; a move under way is dropped and asked for again on return.
    public func suspend() {
        onScreen = false
        dropPendingResults()
        clockTask?.cancel()
        clockTask = nil
        do { try session.suspend() } catch { message = XiangqiKit.message(for: error) }
    }

    /// The game is on screen again: the clocks run from now.
    public func resume() {
        guard !onScreen else { return }
        onScreen = true
        session.resumeClock()
        refresh()
        startComputerIfNeeded()
    }

    /// Waits for the computer's move under way, if any (tests, previews).
    public func computerMoveFinished() async {
        guard thinking else { return }
        await withCheckedContinuation { computerWaiters.append($0) }
    }

    // MARK: internals

    private func act(_ call: (GameSession) throws -> Void) {
        do {
            try call(session)
            board.redraw()
        } catch {
            message = XiangqiKit.message(for: error)
        }
        refresh()
    }

    private func dropPendingResults() {
        generation += 1
        if search != nil { session.cancelComputer() }
        stopThinking()
    }

    private func stopThinking() {
        search = nil
        thinking = false
        let waiters = computerWaiters
        computerWaiters = []
        waiters.forEach { $0.resume() }
    }

    /// Copies the core's view and starts or stops what depends on it (result, clock loop).
    private func refresh() {
        view = session.view()
        if case let .finished(result, reason) = view.state {
            if self.result == nil { self.result = ResultSheet(result: result, reason: reason, text: view.statusText) }
            clockTask?.cancel()
            clockTask = nil
        } else {
            self.result = nil
            startClockIfNeeded()
        }
        if let warning = view.warningText { message = warning }
    }

    private func startClockIfNeeded() {
        guard onScreen, view.clock != nil, clockTask == nil else { return }
        clockTask = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: GameModel.tickInterval)
                guard !Task.isCancelled, let self else { return }
                self.tick()
            }
        }
    }

    /// The computer's move, if it is its turn: the core searches on its own thread and
    /// reports back through the listener.
    private func startComputerIfNeeded() {
        guard onScreen, view.computerToMove, !view.state.isOver, search == nil else { return }
        search = session.startComputerMove()
        thinking = search != nil
    }

    /// The core played the computer's move (a stale search never reports).
    fileprivate func computerMoved(_ report: MoveReport) {
        stopThinking()
        hintMove = nil
        board.redraw(animating: true)
        message = report.announcement
        feedback.play(report.sounds)
        feedback.announce(report.announcement)
        refresh()
    }

    fileprivate func computerFailed(_ text: String) {
        stopThinking()
        message = text
        refresh()
    }
}

/// The session's listener: called on the computer's thread, it hands over to the main actor.
private final class ComputerListener: GameListener, @unchecked Sendable {
    private weak var model: GameModel?

    init(model: GameModel) {
        self.model = model
    }

    func onComputerMove(report: MoveReport) {
        let report = Handover(value: report)
        Task { @MainActor [weak model] in model?.computerMoved(report.value) }
    }

    func onError(message: String) {
        Task { @MainActor [weak model] in model?.computerFailed(message) }
    }

    func onProgress(progress: ProgressView) {}

    /// The board is read again when the move arrives.
    func onView(view: BoardView) {}
}

/// A clock's time left as the clock face shows it ("4:05", "0:09").
public enum ClockFormat {
    public static func text(ms: UInt64) -> String {
        let seconds = (ms + 999) / 1000 // a started second still counts
        return "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
    }
}
