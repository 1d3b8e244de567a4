import XiangqiCore

/// A path in canvas pixels: the core's path commands plus the two shapes every canvas has
/// natively (circles and rounded rectangles).
public struct CanvasPath: Equatable {
    public enum Element: Equatable {
        case moveTo(x: Float, y: Float)
        case lineTo(x: Float, y: Float)
        case quadTo(cx: Float, cy: Float, x: Float, y: Float)
        case cubicTo(c1x: Float, c1y: Float, c2x: Float, c2y: Float, x: Float, y: Float)
        case close
        case circle(center: PixelPoint, radius: Float)
        case roundedRect(x: Float, y: Float, width: Float, height: Float, cornerRadius: Float)
    }

    public var elements: [Element]
    public var fillRule: FillRule

    public init(_ elements: [Element], fillRule: FillRule = .nonZero) {
        self.elements = elements
        self.fillRule = fillRule
    }
}

/// The tiny drawing surface the painter needs: the app implements it with SwiftUI's
/// `GraphicsContext`, the tests with a recorder. Every colour, width and size comes from the
/// scene; the only choice a canvas makes is which installed font serves a `FontRole`
/// (`fontFamilies(role:)`, preferred first).
public protocol SceneCanvas {
    mutating func fill(_ path: CanvasPath, color: Rgba)
    mutating func stroke(_ path: CanvasPath, with stroke: Stroke)
    /// `position` is the text's vertical centre; `anchor` its horizontal alignment there.
    mutating func text(_ text: String, at position: PixelPoint, size: Float, weight: FontWeight,
                       role: FontRole, anchor: TextAnchor, color: Rgba)
}

/// Walks the core's primitives in order onto a canvas.
public enum ScenePainter {
    public static func paint<Canvas: SceneCanvas>(_ scene: Scene, on canvas: inout Canvas) {
        for primitive in scene.primitives {
            paint(primitive, on: &canvas)
        }
    }

    public static func paint<Canvas: SceneCanvas>(_ primitive: Primitive, on canvas: inout Canvas) {
        switch primitive {
        case let .rect(x, y, width, height, cornerRadius, fill, stroke):
            let path = CanvasPath([.roundedRect(x: x, y: y, width: width, height: height,
                                                cornerRadius: cornerRadius)])
            shape(path, fill: fill, stroke: stroke, on: &canvas)
        case let .line(from, to, stroke):
            canvas.stroke(CanvasPath([.moveTo(x: from.x, y: from.y), .lineTo(x: to.x, y: to.y)]), with: stroke)
        case let .polyline(points, stroke):
            let elements = points.enumerated().map { index, point -> CanvasPath.Element in
                index == 0 ? .moveTo(x: point.x, y: point.y) : .lineTo(x: point.x, y: point.y)
            }
            canvas.stroke(CanvasPath(elements), with: stroke)
        case let .circle(center, radius, fill, stroke):
            shape(CanvasPath([.circle(center: center, radius: radius)]), fill: fill, stroke: stroke, on: &canvas)
        case let .path(commands, fill, fillRule, stroke):
            shape(CanvasPath(commands.map(element), fillRule: fillRule), fill: fill, stroke: stroke, on: &canvas)
        case let .text(text, position, size, weight, role, anchor, color):
            canvas.text(text, at: position, size: size, weight: weight, role: role, anchor: anchor, color: color)
        case let .cross(center, size, stroke):
            let (x, y, d) = (center.x, center.y, size)
            canvas.stroke(CanvasPath([.moveTo(x: x - d, y: y - d), .lineTo(x: x + d, y: y + d),
                                      .moveTo(x: x - d, y: y + d), .lineTo(x: x + d, y: y - d)]),
                          with: stroke)
        }
    }

    private static func shape<Canvas: SceneCanvas>(_ path: CanvasPath, fill: Rgba?, stroke: Stroke?,
                                                   on canvas: inout Canvas) {
        if let fill { canvas.fill(path, color: fill) }
        if let stroke { canvas.stroke(path, with: stroke) }
    }

    private static func element(_ command: PathCommand) -> CanvasPath.Element {
        switch command {
        case let .moveTo(x, y): return .moveTo(x: x, y: y)
        case let .lineTo(x, y): return .lineTo(x: x, y: y)
        case let .quadTo(cx, cy, x, y): return .quadTo(cx: cx, cy: cy, x: x, y: y)
        case let .cubicTo(c1x, c1y, c2x, c2y, x, y):
            return .cubicTo(c1x: c1x, c1y: c1y, c2x: c2x, c2y: c2y, x: x, y: y)
        case .close: return .close
        }
    }
}
