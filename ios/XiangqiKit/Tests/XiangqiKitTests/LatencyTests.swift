import Foundation
import XCTest
@testable import XiangqiKit

/// How long a tap takes from `send` to the store's new view on the main actor.
@MainActor
final class LatencyTests: XCTestCase {
    func testSendToViewLatencyOfATap() async throws {
        let app = try await TestApp.make()
        await app.startTwoPlayers()
        let cannon = try app.centre("h2")
        var samples: [Double] = []
        for _ in 0..<200 {
            let started = DispatchTime.now().uptimeNanoseconds
            app.store.tap(x: cannon.x, y: cannon.y) // selects, then deselects, the cannon
            _ = await app.store.nextView()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
        }
        await app.store.settle()
        samples.sort()
        let median = samples[samples.count / 2]
        let p99 = samples[min(samples.count - 1, Int(Double(samples.count) * 0.99))]
        print(String(format: "send→view latency over %d taps: median %.2f ms, p99 %.2f ms, max %.2f ms",
                     samples.count, median, p99, samples.last!))
        XCTAssertEqual(try game(app.top).board.moves.count, 0)
        XCTAssertLessThan(median, 100, "a tap is shown within a frame or few")
    }
}
