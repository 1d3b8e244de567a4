import XCTest
@testable import XiangqiKit

/// The online hub through the store (no game server: the sign-in form and its text fields).
@MainActor
final class OnlineTests: XCTestCase {
    func testTheHubOpensFromTheMoreTabAndAsksForANameFirst() async throws {
        let app = try await TestApp.make()
        await app.send(.selectTab(tab: .more))
        guard case let .more(more) = app.top else { return XCTFail("\(app.top)") }
        let open = try XCTUnwrap(more.groups.flatMap(\.rows).first { $0.row.action == .openOnline })
        XCTAssertEqual(open.icon, .online)
        await app.action(try XCTUnwrap(open.row.action))
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
        await app.openFromMore(.openOnline)
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
