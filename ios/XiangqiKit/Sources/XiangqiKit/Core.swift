import Foundation
@_exported import XiangqiCore

/// The board's touches and drawing, the same on a game session (which plays the move a touch
/// asks for) and on a pad (puzzles, lessons: the screen's handle plays it).
public protocol BoardSurface: AnyObject, Sendable {
    func tap(point: Square) -> InputOutcome
    func longPress(point: Square) -> InputOutcome
    func dragStart(point: Square, finger: PixelPoint) -> InputOutcome
    func dragMove(over: Square?, finger: PixelPoint) -> InputOutcome
    func dragEnd(over: Square?) -> InputOutcome
    func dragCancel() -> InputOutcome
    func scene(width: Float, height: Float, progress: Float) -> Scene
    func pointAt(width: Float, height: Float, x: Float, y: Float) -> Square?
    func accessibility(width: Float, height: Float) -> [PointAccessibility]
}

extension GameSession: BoardSurface {}
extension BoardPad: BoardSurface {}

public extension XiangqiError {
    /// The core's message, already in the UI language.
    var text: String {
        switch self {
        case let .Busy(text), let .GameChanged(text), let .IllegalMove(text), let .GameOver(text),
             let .NotYourTurn(text), let .NothingToUndo(text), let .CorruptDatabase(text),
             let .NewerDatabase(text), let .NotFound(text), let .BadFen(text), let .BadInput(text),
             let .Storage(text), let .Engine(text):
            return text
        }
    }
}

/// The text to show for a failed core call (every core error carries its own).
func message(for error: Error) -> String {
    (error as? XiangqiError)?.text ?? String(describing: error)
}

/// Runs a core call; a failure becomes the screen's message (the core's text) and nil.
@discardableResult
func caught<Value>(_ message: inout String?, _ call: () throws -> Value) -> Value? {
    do {
        return try call()
    } catch {
        message = XiangqiKit.message(for: error)
        return nil
    }
}

/// A value handed across actors that the core made thread-safe (its objects are
/// `Sendable`; its records are plain values copied out of it).
struct Handover<Value>: @unchecked Sendable {
    let value: Value
}

/// Runs a blocking core call (the engine, the store) off the main actor.
func offMain<Value>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await Task.detached(priority: .userInitiated) { Handover(value: try work()) }.value.value
}

public extension GameState {
    var isOver: Bool {
        if case .finished = self { return true }
        return false
    }
}
