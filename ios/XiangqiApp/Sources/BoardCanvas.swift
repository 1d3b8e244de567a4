import SwiftUI
import XiangqiCore
import XiangqiKit

/// The board: the core's scene painted on a Canvas, gestures forwarded to the screen's model,
/// one VoiceOver element per point from the core's accessibility texts. Nothing is decided
/// here: the core finds the point under the finger and says what the touch means.
struct BoardCanvas<Screen: BoardScreen>: View {
    let screen: Screen
    @Environment(\.displayScale) private var scale
    /// Long presses and drags start where the finger went down.
    @State private var dragStart: CGPoint?

    private var board: BoardModel { screen.board }

    var body: some View {
        GeometryReader { geometry in
            // Read here, in the body, so that Observation redraws the canvas when it changes.
            let scene = board.scene
            TimelineView(.animation(paused: !board.isAnimating)) { timeline in
                Canvas { context, _ in
                    guard let scene else { return }
                    // The scene is in device pixels; the canvas in points.
                    context.scaleBy(x: 1 / scale, y: 1 / scale)
                    var canvas = GraphicsCanvas(context: context)
                    ScenePainter.paint(scene, on: &canvas)
                }
                .onChange(of: timeline.date) { _, now in board.advance(to: now) }
            }
            .onAppear { resize(geometry.size) }
            .onChange(of: geometry.size) { _, size in resize(size) }
            .contentShape(Rectangle())
            // A press held long enough is a long press; a shorter one a tap.
            .gesture(longPress.exclusively(before: tap))
            .simultaneousGesture(drag)
            .overlay { accessibilityElements }
        }
        .aspectRatio(9 / 10, contentMode: .fit)
    }

    private func resize(_ size: CGSize) {
        board.resize(width: Float(size.width * scale), height: Float(size.height * scale))
    }

    private func pixels(_ p: CGPoint) -> (x: Float, y: Float) {
        (Float(p.x * scale), Float(p.y * scale))
    }

    private var tap: some Gesture {
        SpatialTapGesture().onEnded { value in
            let p = pixels(value.location)
            screen.tap(x: p.x, y: p.y)
        }
    }

    private var longPress: some Gesture {
        LongPressGesture(minimumDuration: 0.5)
            .sequenced(before: DragGesture(minimumDistance: 0))
            .onEnded { value in
                guard case let .second(true, drag?) = value else { return }
                let p = pixels(drag.startLocation)
                screen.longPress(x: p.x, y: p.y)
            }
    }

    private var drag: some Gesture {
        DragGesture(minimumDistance: 8)
            .onChanged { value in
                if dragStart == nil {
                    dragStart = value.startLocation
                    let p = pixels(value.startLocation)
                    screen.dragBegan(x: p.x, y: p.y)
                }
                let p = pixels(value.location)
                screen.dragChanged(x: p.x, y: p.y)
            }
            .onEnded { value in
                dragStart = nil
                let p = pixels(value.location)
                screen.dragEnded(x: p.x, y: p.y)
            }
    }

    /// The 90 points as VoiceOver elements, in the core's reading order.
    private var accessibilityElements: some View {
        ZStack(alignment: .topLeading) {
            ForEach(board.elements, id: \.point) { element in
                let side = CGFloat(element.halfSize * 2) / scale
                Color.clear
                    .frame(width: side, height: side)
                    .position(x: CGFloat(element.center.x) / scale, y: CGFloat(element.center.y) / scale)
                    .accessibilityElement()
                    .accessibilityLabel(element.label)
                    .accessibilityValue(element.value)
                    .accessibilityAddTraits(element.selected ? [.isButton, .isSelected] : .isButton)
                    .accessibilityHint(element.action ?? "")
                    .accessibilityAction { screen.tap(point: element.point) }
            }
        }
        .accessibilityElement(children: .contain)
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
        let resolved = context.resolve(Text(text).font(font).foregroundStyle(Self.color(color)))
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
