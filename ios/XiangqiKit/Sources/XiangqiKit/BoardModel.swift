import Foundation
import Observation
import XiangqiCore

/// The board on screen: the canvas size, the core's scene for it, the screen-reader elements
/// and the last move's animation. Gestures arrive in canvas pixels, are turned into points by
/// the core (`pointAt`) and forwarded; the outcome goes to the screen that owns the board.
@MainActor
@Observable
public final class BoardModel {
    /// How long the last move's piece travels (the view advances `progress` per frame).
    public static let moveAnimationSeconds = Double(moveAnimationMs()) / 1000

    @ObservationIgnored public let surface: BoardSurface
    public private(set) var width: Float = 0
    public private(set) var height: Float = 0
    /// 0..1 along the last move; 1 when still.
    public private(set) var progress: Float = 1
    public private(set) var scene: Scene?
    public private(set) var elements: [PointAccessibility] = []
    /// Whether a drag is in progress (the view keeps tracking the finger).
    public private(set) var dragging = false
    @ObservationIgnored private var animationStart = Date()

    public init(surface: BoardSurface) {
        self.surface = surface
    }

    /// The canvas got its size (device pixels keep the core's thin lines crisp).
    public func resize(width: Float, height: Float) {
        guard width > 0, height > 0, width != self.width || height != self.height else { return }
        self.width = width
        self.height = height
        redraw()
    }

    /// Rebuilds the scene and the elements; `animating` starts the last move's animation.
    public func redraw(animating: Bool = false) {
        if animating {
            progress = 0
            animationStart = Date()
        }
        guard width > 0, height > 0 else { return }
        scene = surface.scene(width: width, height: height, progress: progress)
        elements = surface.accessibility(width: width, height: height)
    }

    /// One animation frame: the view's frame clock passes the time since the move.
    public func advance(elapsed seconds: Double) {
        guard progress < 1, width > 0 else { return }
        progress = Float(min(1, max(0, seconds / Self.moveAnimationSeconds)))
        scene = surface.scene(width: width, height: height, progress: progress)
    }

    /// One animation frame at the display's time `now`.
    public func advance(to now: Date) {
        advance(elapsed: now.timeIntervalSince(animationStart))
    }

    public var isAnimating: Bool { progress < 1 }

    public func point(x: Float, y: Float) -> Square? {
        guard width > 0 else { return nil }
        return surface.pointAt(width: width, height: height, x: x, y: y)
    }

    func apply(_ outcome: InputOutcome) -> InputOutcome {
        switch outcome.redraw {
        case .nothing: break
        case .marks: redraw()
        case .board: redraw(animating: true)
        }
        return outcome
    }

    func tap(point: Square) -> InputOutcome { apply(surface.tap(point: point)) }

    func tap(x: Float, y: Float) -> InputOutcome? {
        point(x: x, y: y).map { tap(point: $0) }
    }

    func longPress(x: Float, y: Float) -> InputOutcome? {
        point(x: x, y: y).map { apply(surface.longPress(point: $0)) }
    }

    func dragBegan(x: Float, y: Float) -> InputOutcome? {
        guard let from = point(x: x, y: y) else { return nil }
        let outcome = apply(surface.dragStart(point: from, finger: PixelPoint(x: x, y: y)))
        if case .dragStarted = outcome.action { dragging = true }
        return outcome
    }

    func dragChanged(x: Float, y: Float) -> InputOutcome? {
        guard dragging else { return nil }
        return apply(surface.dragMove(over: point(x: x, y: y), finger: PixelPoint(x: x, y: y)))
    }

    func dragEnded(x: Float, y: Float) -> InputOutcome? {
        guard dragging else { return nil }
        dragging = false
        return apply(surface.dragEnd(over: point(x: x, y: y)))
    }

    func dragCancelled() -> InputOutcome? {
        guard dragging else { return nil }
        dragging = false
        return apply(surface.dragCancel())
    }
}

/// A screen with a board: its gestures go to the board, their outcomes to `handle`.
@MainActor
public protocol BoardScreen: AnyObject {
    var board: BoardModel { get }
    func handle(_ outcome: InputOutcome)
}

@MainActor
public extension BoardScreen {
    /// A tap at canvas pixels (nothing happens off the board).
    func tap(x: Float, y: Float) { board.tap(x: x, y: y).map(handle) }
    /// A tap on a point: the screen reader's double-tap on an element.
    func tap(point: Square) { handle(board.tap(point: point)) }
    func longPress(x: Float, y: Float) { board.longPress(x: x, y: y).map(handle) }
    func dragBegan(x: Float, y: Float) { board.dragBegan(x: x, y: y).map(handle) }
    func dragChanged(x: Float, y: Float) { board.dragChanged(x: x, y: y).map(handle) }
    func dragEnded(x: Float, y: Float) { board.dragEnded(x: x, y: y).map(handle) }
    func dragCancelled() { board.dragCancelled().map(handle) }
}
