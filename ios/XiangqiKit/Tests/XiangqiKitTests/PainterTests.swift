import XCTest
@testable import XiangqiKit

/// The canvas of the tests: records every call.
struct RecordingCanvas: SceneCanvas, Equatable {
    enum Call: Equatable {
        case fill(CanvasPath, Rgba)
        case stroke(CanvasPath, Stroke)
        case text(String, PixelPoint, Float, FontRole)
    }

    var calls: [Call] = []
    mutating func fill(_ path: CanvasPath, color: Rgba) { calls.append(.fill(path, color)) }
    mutating func stroke(_ path: CanvasPath, with stroke: Stroke) { calls.append(.stroke(path, stroke)) }
    mutating func text(_ text: String, at position: PixelPoint, size: Float, weight: FontWeight,
                       role: FontRole, anchor: TextAnchor, color: Rgba) {
        calls.append(.text(text, position, size, role))
    }
}

@MainActor
final class PainterTests: XCTestCase {
    private func calls(for primitive: Primitive) -> Int {
        switch primitive {
        case let .rect(_, _, _, _, _, fill, stroke), let .circle(_, _, fill, stroke), let .path(_, fill, _, stroke):
            return (fill == nil ? 0 : 1) + (stroke == nil ? 0 : 1)
        case .line, .polyline, .text, .cross:
            return 1
        }
    }

    func testThePainterWalksTheBoardSceneAndPiecesSitOnTheirPoints() async throws {
        let app = try await TestApp.make()
        XCTAssertNil(app.store.boardScene(width: canvasWidth, height: canvasHeight)?.pieces.first,
                     "no board at home")
        await app.startTwoPlayers()
        let scene = try XCTUnwrap(app.store.boardScene(width: canvasWidth, height: canvasHeight))
        var canvas = RecordingCanvas()
        ScenePainter.paint(scene, on: &canvas)
        XCTAssertEqual(canvas.calls.count, scene.primitives.map(calls).reduce(0, +))
        XCTAssertEqual(scene.pieces.count, 32)

        // The red general: its disc is a filled circle at its point's centre.
        let general = try XCTUnwrap(scene.pieces.first { $0.point == "e0" })
        var disc = RecordingCanvas()
        ScenePainter.paint(scene.primitives[Int(general.first)], on: &disc)
        guard case let .fill(path, _) = try XCTUnwrap(disc.calls.first),
              case let .circle(center, radius) = try XCTUnwrap(path.elements.first) else {
            return XCTFail("the piece's first call is its disc: \(disc.calls)")
        }
        XCTAssertEqual(center, general.center)
        XCTAssertGreaterThan(radius, 0)
        XCTAssertEqual(app.store.point(x: center.x, y: center.y), "e0", "pointAt finds it")

        var again = RecordingCanvas()
        ScenePainter.paint(scene, on: &again)
        XCTAssertEqual(again, canvas, "painting is deterministic")
    }

    nonisolated func testPathCommandsBecomeCanvasElements() {
        let stroke = Stroke(color: Rgba(r: 1, g: 2, b: 3, a: 255), width: 2, dash: [], cap: .round, join: .round)
        var canvas = RecordingCanvas()
        ScenePainter.paint(.path(commands: [.moveTo(x: 0, y: 0), .quadTo(cx: 1, cy: 1, x: 2, y: 0), .close],
                                 fill: nil, fillRule: .evenOdd, stroke: stroke), on: &canvas)
        ScenePainter.paint(.cross(center: PixelPoint(x: 10, y: 10), size: 3, stroke: stroke), on: &canvas)
        XCTAssertEqual(canvas.calls, [
            .stroke(CanvasPath([.moveTo(x: 0, y: 0), .quadTo(cx: 1, cy: 1, x: 2, y: 0), .close], fillRule: .evenOdd), stroke),
            .stroke(CanvasPath([.moveTo(x: 7, y: 7), .lineTo(x: 13, y: 13), .moveTo(x: 7, y: 13), .lineTo(x: 13, y: 7)]), stroke),
        ])
    }
}
