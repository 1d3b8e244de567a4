import SwiftUI
import UIKit
import XiangqiCore
import XiangqiKit

/// The board of the screen on top: the core's scene painted on a Canvas, gestures turned into
/// board events (the core finds the point and says what the touch means), and the core's 90
/// screen-reader points laid over it.
@MainActor
struct BoardCanvas: View {
    let store: AppStore
    @Environment(\.displayScale) private var scale
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// When the board last changed: the last move slides from there (not with Reduce Motion).
    @State private var changedAt = Date.distantPast
    /// The revision whose slide is over (the timeline pauses then).
    @State private var settledRevision: UInt64?
    /// A drag is under way (reset by the system when it takes the gesture away).
    @GestureState private var dragging = false
    /// The long press fired for the press being held.
    @GestureState private var longPressed = false
    @State private var dragEnded = false

    // Explicit: the private state above makes the memberwise initialiser private (Swift < 6.4),
    // and BoardLayout constructs the canvas.
    init(store: AppStore) {
        self.store = store
    }

    private static let animation = TimeInterval(moveAnimationMs()) / 1000

    var body: some View {
        let revision = store.view.boardRevision
        let animating = !reduceMotion && settledRevision != revision
        GeometryReader { geometry in
            TimelineView(.animation(paused: !animating)) { timeline in
                // Computed per frame from the time; nothing is stored per frame.
                let progress = reduceMotion ? 1 : min(1, max(0, timeline.date.timeIntervalSince(changedAt) / Self.animation))
                let scene = store.boardScene(width: Float(geometry.size.width * scale),
                                             height: Float(geometry.size.height * scale),
                                             progress: Float(progress))
                Canvas { context, _ in
                    guard let scene else { return }
                    // The scene is in device pixels; the canvas in points.
                    context.scaleBy(x: 1 / scale, y: 1 / scale)
                    var canvas = GraphicsCanvas(context: context)
                    ScenePainter.paint(scene, on: &canvas)
                }
            }
            .onAppear { resized(geometry.size) }
            .onChange(of: geometry.size) { _, size in resized(size) }
            .contentShape(Rectangle())
            // A press held long enough is a long press (and no tap when lifted); a shorter
            // one a tap; moving the finger fails both and is a drag.
            .gesture(longPress.exclusively(before: tap))
            .simultaneousGesture(drag)
            .overlay { points }
        }
        .aspectRatio(9 / 10, contentMode: .fit)
        .onChange(of: revision) { _, _ in changedAt = Date() }
        .onChange(of: dragging) { _, now in
            if !now && !dragEnded { store.board(.dragCancel) }
            dragEnded = false
        }
        .task(id: revision) {
            // One more redraw when the slide is over, so the timeline pauses.
            try? await Task.sleep(for: .seconds(Self.animation))
            settledRevision = revision
        }
    }

    private func resized(_ size: CGSize) {
        store.boardResized(width: Float(size.width * scale), height: Float(size.height * scale))
    }

    private func px(_ p: CGPoint) -> (x: Float, y: Float) {
        (Float(p.x * scale), Float(p.y * scale))
    }

    private var tap: some Gesture {
        SpatialTapGesture().onEnded { value in
            let p = px(value.location)
            store.tap(x: p.x, y: p.y)
        }
    }

    /// Recognised while the finger is still down: the card shows at once.
    private var longPress: some Gesture {
        LongPressGesture(minimumDuration: 0.5)
            .sequenced(before: DragGesture(minimumDistance: 0))
            .updating($longPressed) { value, fired, _ in
                guard !fired, case let .second(true, drag?) = value else { return }
                fired = true
                let p = px(drag.startLocation)
                store.longPress(x: p.x, y: p.y)
            }
    }

    private var drag: some Gesture {
        DragGesture(minimumDistance: 8)
            .updating($dragging) { value, isDragging, _ in
                if !isDragging {
                    isDragging = true
                    let start = px(value.startLocation)
                    store.dragStart(x: start.x, y: start.y)
                }
                let p = px(value.location)
                store.dragMove(x: p.x, y: p.y)
            }
            .onEnded { value in
                dragEnded = true
                let p = px(value.location)
                store.dragEnd(x: p.x, y: p.y)
            }
    }

    /// The 90 points as VoiceOver elements, in the core's reading order; a double tap is the
    /// core's `activate` where the point has an action.
    private var points: some View {
        ZStack(alignment: .topLeading) {
            ForEach(store.view.boardPoints, id: \.point) { point in
                let side = CGFloat(point.halfSize * 2) / scale
                Color.clear
                    .frame(width: side, height: side)
                    .position(x: CGFloat(point.center.x) / scale, y: CGFloat(point.center.y) / scale)
                    .accessibilityElement()
                    .accessibilityLabel(Text(verbatim: point.label))
                    .accessibilityValue(Text(verbatim: point.value))
                    .accessibilityAddTraits(point.selected ? [.isSelected] : [])
                    .modifier(PointAction(store: store, point: point))
            }
        }
        .accessibilityElement(children: .contain)
    }
}

/// The double tap of a point that does something, named by the core.
@MainActor
private struct PointAction: ViewModifier {
    let store: AppStore
    let point: PointAccessibility

    func body(content: Content) -> some View {
        if let action = point.action {
            content
                .accessibilityAddTraits(.isButton)
                .accessibilityHint(Text(verbatim: action))
                .accessibilityAction { store.board(.activate(point: point.point)) }
        } else {
            content
        }
    }
}

/// `SceneCanvas` on SwiftUI's GraphicsContext.
struct GraphicsCanvas: SceneCanvas {
    let context: GraphicsContext
    private static let fonts: [FontRole: String] = Dictionary(uniqueKeysWithValues:
        [FontRole.board, .pieceCharacter, .label].map { role in
            (role, fontFamilies(role: role).first { UIFont.familyNames.contains($0) } ?? "")
        })

    mutating func fill(_ path: CanvasPath, color: Rgba) {
        context.fill(Self.path(path), with: .color(Self.color(color)),
                     style: FillStyle(eoFill: path.fillRule == .evenOdd))
    }

    mutating func stroke(_ path: CanvasPath, with stroke: XiangqiCore.Stroke) {
        let style = StrokeStyle(
            lineWidth: CGFloat(stroke.width),
            lineCap: stroke.cap == .round ? .round : stroke.cap == .square ? .square : .butt,
            lineJoin: stroke.join == .round ? .round : stroke.join == .bevel ? .bevel : .miter,
            dash: stroke.dash.map { CGFloat($0) })
        context.stroke(Self.path(path), with: .color(Self.color(stroke.color)), style: style)
    }

    mutating func text(_ text: String, at position: PixelPoint, size: Float, weight: FontWeight,
                       role: FontRole, anchor: TextAnchor, color: Rgba) {
        let family = Self.fonts[role] ?? ""
        var font = family.isEmpty ? Font.system(size: CGFloat(size)) : Font.custom(family, fixedSize: CGFloat(size))
        if weight == .bold { font = font.bold() }
        let resolved = context.resolve(Text(verbatim: text).font(font).foregroundStyle(Self.color(color)))
        let unit: UnitPoint = anchor == .start ? .leading : anchor == .end ? .trailing : .center
        context.draw(resolved, at: CGPoint(x: CGFloat(position.x), y: CGFloat(position.y)), anchor: unit)
    }

    private static func color(_ c: Rgba) -> Color {
        Color(.sRGB, red: Double(c.r) / 255, green: Double(c.g) / 255, blue: Double(c.b) / 255,
              opacity: Double(c.a) / 255)
    }

    private static func path(_ path: CanvasPath) -> Path {
        var p = Path()
        func pt(_ x: Float, _ y: Float) -> CGPoint { CGPoint(x: CGFloat(x), y: CGFloat(y)) }
        for element in path.elements {
            switch element {
            case let .moveTo(x, y): p.move(to: pt(x, y))
            case let .lineTo(x, y): p.addLine(to: pt(x, y))
            case let .quadTo(cx, cy, x, y): p.addQuadCurve(to: pt(x, y), control: pt(cx, cy))
            case let .cubicTo(c1x, c1y, c2x, c2y, x, y):
                p.addCurve(to: pt(x, y), control1: pt(c1x, c1y), control2: pt(c2x, c2y))
            case .close: p.closeSubpath()
            case let .circle(center, radius):
                let r = CGFloat(radius)
                p.addEllipse(in: CGRect(x: CGFloat(center.x) - r, y: CGFloat(center.y) - r, width: 2 * r, height: 2 * r))
            case let .roundedRect(x, y, width, height, corner):
                p.addRoundedRect(in: CGRect(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height)),
                                 cornerSize: CGSize(width: CGFloat(corner), height: CGFloat(corner)))
            }
        }
        return p
    }
}
