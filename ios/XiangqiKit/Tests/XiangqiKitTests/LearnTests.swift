import XCTest
@testable import XiangqiKit

/// Puzzles, the puzzle of the day, the school of roles.
@MainActor
final class LearnTests: XCTestCase {
    func testPuzzlesListTheirLevelsAndOpenOne() async throws {
        let app = try await TestApp.make()
        await app.send(.selectTab(tab: .puzzles))
        guard case let .puzzles(list) = app.top else { return XCTFail("\(app.top)") }
        XCTAssertEqual(list.levels.count, 5)
        XCTAssertTrue(list.levels[4].title.contains("Masterpieces"), list.levels[4].title)
        await app.action(try XCTUnwrap(list.levels[1].action))
        let p = try puzzle(app.top)
        XCTAssertFalse(p.task.isEmpty)
        XCTAssertFalse(p.status.isEmpty)
        XCTAssertEqual(app.view.boardPoints.count, 90)
        await app.send(.back)
        guard case .puzzles = app.top else { return XCTFail("back to the list: \(app.top)") }
    }

    func testAWrongTryIsExplainedAndTheSecondHintNamesTheMove() async throws {
        let app = try await TestApp.make(.de)
        await app.send(.selectTab(tab: .puzzles))
        await app.action(.openPuzzleLevel(level: 1))
        await app.send(.typeMove(text: "a0a1"))
        XCTAssertNotNil(try puzzle(app.top).message, "a wrong or illegal try is explained")
        await app.action(.puzzleHint)
        await app.action(.puzzleHint)
        XCTAssertNotNil(try puzzle(app.top).hint?.mv, "the second hint names the move")
    }

    func testTheSolutionIsShownOnRequest() async throws {
        let app = try await TestApp.make()
        await app.send(.selectTab(tab: .puzzles))
        await app.action(.openPuzzleLevel(level: 1))
        let show = try XCTUnwrap(try puzzle(app.top).buttons.first { $0.action == .showSolution })
        await app.action(show.action)
        let solution = try XCTUnwrap(try puzzle(app.top).solution)
        XCTAssertEqual(solution.text, solution.notation.joined(separator: " "))
    }

    func testTheDailyPuzzleAsksBeforeItIsLeftAndIsResumedWithItsTime() async throws {
        let app = try await TestApp.make(.de)
        await app.action(.openDaily)
        let first = try puzzle(app.top)
        XCTAssertNotNil(first.dailyLine, "the attempt counts from the first look")
        await app.pass(ms: 30_000)
        await app.send(.back)
        let dialog = try XCTUnwrap(app.view.dialog, "the core asks before leaving")
        XCTAssertTrue(dialog.text.contains("bleibt offen"), dialog.text)
        let leave = try XCTUnwrap(dialog.buttons.first { $0.action == .leaveDaily })
        await app.action(leave.action)
        XCTAssertNil(app.view.dialog)
        let daily = try XCTUnwrap(try home(app.top).daily).detail
        XCTAssertTrue(daily.lowercased().contains("angefangen"), daily)
        await app.pass(ms: 60_000)
        await app.action(try XCTUnwrap(try home(app.top).daily?.action))
        let again = try puzzle(app.top)
        XCTAssertEqual(again.puzzle.id, first.puzzle.id, "the same attempt")
        let line = try XCTUnwrap(again.dailyLine)
        XCTAssertTrue(line.contains("1:30"), line)
    }

    func testTheSchoolListsTenLessonsAndALessonOpens() async throws {
        let app = try await TestApp.make()
        await app.send(.selectTab(tab: .learn))
        guard case let .school(school) = app.top else { return XCTFail("\(app.top)") }
        XCTAssertEqual(school.lessons.count, 10)
        XCTAssertFalse(school.progress.isEmpty)
        await app.action(try XCTUnwrap(school.lessons[0].action))
        guard case let .lesson(lesson) = app.top else { return XCTFail("\(app.top)") }
        XCTAssertFalse(lesson.title.isEmpty)
        XCTAssertFalse(lesson.done)
        await app.action(.lessonHint)
        guard case let .lesson(hinted) = app.top else { return XCTFail("\(app.top)") }
        XCTAssertNotNil(hinted.hint)
    }

    func testAPuzzleSaysYourMoveThenSolvedWithItsScoreAndTheNextPuzzle() async throws {
        let app = try await TestApp.make()
        await app.send(.selectTab(tab: .puzzles))
        await app.action(.openPuzzleLevel(level: 1))
        let first = try puzzle(app.top)
        XCTAssertEqual(first.feedback.mood, .yourMove)
        XCTAssertEqual(first.feedback.text, "Your move: mate in 1")
        XCTAssertNil(first.success)
        XCTAssertFalse(first.title.contains(first.puzzle.id), "no internal id in the title: \(first.title)")
        // The move, from the solution of a first attempt given up; then a fresh try.
        await app.action(.showSolution)
        let given = try puzzle(app.top)
        XCTAssertEqual(given.feedback.mood, .failed)
        let move = try XCTUnwrap(given.solution?.moves.first)
        let retry = try XCTUnwrap(given.buttons.first { $0.action == .retryPuzzle }, "\(given.buttons)")
        await app.action(retry.action)
        XCTAssertEqual(try puzzle(app.top).feedback.mood, .yourMove)
        await app.send(.typeMove(text: move))
        let solved = try puzzle(app.top)
        XCTAssertEqual(solved.feedback.mood, .solved)
        XCTAssertEqual(solved.feedback.icon, .trophy)
        let success = try XCTUnwrap(solved.success, "the solved moment")
        XCTAssertEqual(success.headline, "Solved!")
        XCTAssertEqual(success.icon, .trophy)
        XCTAssertFalse(success.score.isEmpty)
        let next = try XCTUnwrap(success.next)
        XCTAssertEqual(next.action, .nextPuzzle)
        XCTAssertEqual(next.role, .primary)
        await app.action(next.action)
        let second = try puzzle(app.top)
        XCTAssertNotEqual(second.puzzle.id, first.puzzle.id)
        XCTAssertEqual(second.feedback.mood, .yourMove)
        XCTAssertNil(second.success)
    }
}
