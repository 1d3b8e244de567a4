import XCTest
@testable import XiangqiKit

/// The online hub through the store (no game server: the sign-in form and its text fields).
@MainActor
final class OnlineTests: XCTestCase {
    func testTheHubOpensFromHomeAndAsksForANameFirst() async throws {
        let app = try await TestApp.make()
        let open = try XCTUnwrap(try home(app.top).menu.first { $0.action == .openOnline })
        await app.action(open.action)
        XCTAssertEqual(app.view.stack.count, 2)
        let hub = try online(app.top)
        XCTAssertEqual(app.top.title, hub.title)
        XCTAssertEqual(hub.title, "Play online")
        let signIn = try XCTUnwrap(hub.signIn, "a fresh device signs in first")
        XCTAssertEqual(signIn.name.field, .onlineName)
        XCTAssertEqual(signIn.server.field, .onlineServer)
        XCTAssertNil(hub.account)
        await app.send(.back)
        XCTAssertEqual(app.view.stack.count, 1)
    }

    func testTypedTextReachesTheCoreThroughTheStore() async throws {
        let app = try await TestApp.make(.de)
        await app.action(.openOnline)
        app.store.input(.onlineName, text: "")
        await app.store.settle()
        XCTAssertFalse(try XCTUnwrap(try online(app.top).signIn).button.enabled, "no name, no sign-in")
        app.store.input(.onlineName, text: "Mei_Lin")
        app.store.input(.onlineServer, text: "http://example.org:8080")
        await app.store.settle()
        let signIn = try XCTUnwrap(try online(app.top).signIn)
        XCTAssertEqual(signIn.name.text, "Mei_Lin")
        XCTAssertEqual(signIn.server.text, "http://example.org:8080")
        XCTAssertTrue(signIn.button.enabled)
        XCTAssertEqual(signIn.button.label, "Anmelden")
    }
}
