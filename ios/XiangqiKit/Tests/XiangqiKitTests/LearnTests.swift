import XCTest
@testable import XiangqiKit

@MainActor
final class LearnTests: XCTestCase {
    func testPuzzleSolvedByTaps() async throws {
        let recorder = Recorder()
        let app = makeApp(try testDirectory(), recorder: recorder)
        let core = try XCTUnwrap(app.core)
        let puzzles = try XCTUnwrap(app.puzzles())
        let first = try XCTUnwrap(puzzles.next(level: 1))
        XCTAssertEqual(first.view.level, 1)
        // The mating move, found with throw-away attempts (wrong tries of an unfinished
        // attempt are not saved).
        let mate = try XCTUnwrap(try legalMoves(fen: first.view.startFen).first { move in
            if case .mate = try core.puzzle(id: first.view.id).tryMove(text: move) { return true }
            return false
        })
        let puzzle = try XCTUnwrap(puzzles.puzzle(id: first.view.id))
        puzzle.tapMove(mate)
        XCTAssertEqual(puzzle.feedback, .solved)
        XCTAssertTrue(puzzle.view.solved)
        XCTAssertTrue(recorder.cues.contains(.chime))
        XCTAssertNil(puzzles.message)
    }

    func testPuzzleWrongTryHintAndSolution() async throws {
        let app = makeApp(try testDirectory())
        let puzzle = try XCTUnwrap(app.puzzles()?.next(level: 2))
        puzzle.board.resize(width: canvasWidth, height: canvasHeight)
        let plain = try XCTUnwrap(puzzle.board.scene).primitives.count
        puzzle.hint()
        XCTAssertFalse(try XCTUnwrap(puzzle.message).isEmpty, "the hint names the piece")
        puzzle.hint()
        XCTAssertGreaterThan(try XCTUnwrap(puzzle.board.scene).primitives.count, plain,
                             "the second hint shows the move as an arrow")
        puzzle.showSolution()
        let solution = try XCTUnwrap(puzzle.solution)
        XCTAssertFalse(solution.moves.isEmpty)
        XCTAssertEqual(solution.moves.count, solution.notation.count)
        XCTAssertTrue(puzzle.view.solutionShown)
        XCTAssertFalse(puzzle.view.solved)
    }

    func testDailyPuzzleScoreAndStreak() async throws {
        let day = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-11-30T12:00:00Z"))
        let app = makeApp(try testDirectory(), today: day)
        let daily = try XCTUnwrap(app.daily())
        XCTAssertNil(daily.view?.attempt)
        XCTAssertEqual(daily.view?.date.hasPrefix("2026-11-"), true)
        let puzzle = try XCTUnwrap(daily.start())
        XCTAssertEqual(puzzle.view.id, daily.view?.puzzleId)
        XCTAssertEqual(daily.view?.inProgress, true, "saved the moment it opens")
        puzzle.showSolution()
        daily.refresh()
        XCTAssertEqual(daily.score, 0)
        XCTAssertEqual(daily.view?.inProgress, false)
        XCTAssertEqual(app.home()?.daily?.attempt?.score, 0)
    }

    func testLessonWrongThenRight() async throws {
        let app = makeApp(try testDirectory())
        let school = try XCTUnwrap(app.school())
        XCTAssertEqual(school.lessons.count, 10)
        let first = school.lessons[0]
        XCTAssertFalse(first.completed)
        let wrong = try XCTUnwrap(try legalMoves(fen: first.fen).first { $0 != first.solution[0] })
        let attempt = try XCTUnwrap(school.open(first))
        attempt.tapMove(wrong)
        XCTAssertEqual(attempt.lastFeedback?.right, false)

        let lesson = try XCTUnwrap(school.open(first))
        lesson.hint()
        XCTAssertNotNil(lesson.message)
        for move in first.solution {
            lesson.tapMove(move)
        }
        XCTAssertEqual(lesson.lastFeedback?.right, true)
        XCTAssertTrue(lesson.done)
        school.refresh()
        XCTAssertTrue(school.lessons[0].completed)
    }
}
