//! The daily puzzle checked by the server: first attempt only, wrong tries and time from the
//! server's clock, the defence from the server, no solution before the end, list and streak.

use crate::common;

use common::*;
use xiangqi::puzzles::daily_puzzle;
use xiangqi::{Move, Position};
use xiangqi_online::protocol::*;
use xiangqi_server::time::date_of;

on_both_databases!(
    daily_scores_wrong_tries_and_time,
    daily_first_attempt_only_and_resume,
    daily_give_up_and_streaks,
);

const DAY_MS: u64 = 86_400_000;

/// A legal Red move that is not the puzzle's key (the catalogue's keys are unique).
fn wrong_move(fen: &str, key: &str) -> String {
    let pos = Position::from_fen(fen).unwrap();
    pos.legal_moves()
        .iter()
        .map(|m: &Move| m.to_string())
        .find(|m| m != key)
        .unwrap()
}

async fn start(c: &mut Client) -> ServerMsg {
    c.send(&ClientMsg::DailyStart {}).await;
    c.until(|m| {
        matches!(
            m,
            ServerMsg::DailyPuzzle { .. } | ServerMsg::DailyDone { .. }
        )
        .then(|| m.clone())
    })
    .await
}

async fn tried(c: &mut Client, mv: &str) -> DailyTry {
    c.send(&ClientMsg::DailyMove { mv: mv.into() }).await;
    c.until(|m| match m {
        ServerMsg::DailyTried { outcome, .. } => Some(outcome.clone()),
        _ => None,
    })
    .await
}

async fn done(c: &mut Client) -> (bool, u32, u32, u32, Vec<String>, u32) {
    c.until(|m| match m {
        ServerMsg::DailyDone {
            solved,
            score,
            wrong_tries,
            seconds,
            solution,
            streak,
            ..
        } => Some((
            *solved,
            *score,
            *wrong_tries,
            *seconds,
            solution.clone(),
            *streak,
        )),
        _ => None,
    })
    .await
}

/// Plays the solution's Red moves, checking the server's defence replies.
async fn solve(c: &mut Client, solution: &[String]) {
    for (k, mv) in solution.iter().enumerate().step_by(2) {
        match tried(c, mv).await {
            DailyTry::Continue { reply } => assert_eq!(&reply, &solution[k + 1]),
            DailyTry::Mate => assert_eq!(k + 1, solution.len()),
            other => panic!("{other:?}"),
        }
    }
}

async fn daily_scores_wrong_tries_and_time(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let mut a = s.player("anna").await;
    // The list ranks accounts made before the day began: play the next day.
    s.advance(DAY_MS);
    let today = date_of(START_MS + DAY_MS);
    let p = daily_puzzle(&today).unwrap();
    let ServerMsg::DailyPuzzle {
        date,
        puzzle_id,
        fen,
        played,
        wrong_tries,
        ..
    } = start(&mut a).await
    else {
        panic!("expected the puzzle");
    };
    assert_eq!(
        (date.as_str(), puzzle_id.as_str()),
        (today.as_str(), p.id.as_str())
    );
    assert!(played.is_empty() && wrong_tries == 0);
    assert_eq!(fen, p.fen);
    let wrong = wrong_move(&fen, &p.solution[0]);
    assert_eq!(
        tried(&mut a, &wrong).await,
        DailyTry::Wrong { wrong_tries: 1 }
    );
    a.send(&ClientMsg::DailyMove { mv: "a0a9".into() }).await;
    a.expect_error(ErrorCode::IllegalMove).await;
    assert_eq!(
        tried(&mut a, &wrong).await,
        DailyTry::Wrong { wrong_tries: 2 }
    );
    // 12.9 s on the server's clock: 2 points.
    s.advance(12_900);
    solve(&mut a, &p.solution).await;
    let (solved, score, wrong_tries, seconds, solution, streak) = done(&mut a).await;
    assert!(solved);
    assert_eq!((wrong_tries, seconds), (2, 12));
    assert_eq!(score, 100 - 2 * 25 - 2);
    assert_eq!(solution, p.solution);
    assert_eq!(streak, 1);
    let list: DailyList = s.get("/v1/daily/today", &a.token).await;
    assert_eq!(list.puzzle_id, p.id);
    assert_eq!(list.entries.len(), 1);
    assert_eq!(
        (list.entries[0].name.as_str(), list.entries[0].score),
        ("anna", 48)
    );
    let (status, _) = s
        .http("GET", "/v1/daily/2026-02-30", Some(&a.token), None)
        .await;
    assert_eq!(status, 400);
    // Fair play: an account made today plays and is scored, but is not on today's list
    // (a throwaway cannot rank with a solution learnt by trial), and is on tomorrow's.
    let mut newbie = s.player("newbie").await;
    start(&mut newbie).await;
    solve(&mut newbie, &p.solution).await;
    let (solved, score, ..) = done(&mut newbie).await;
    assert!(solved && score > 0);
    let list: DailyList = s.get("/v1/daily/today", &a.token).await;
    let names: Vec<&str> = list.entries.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, vec!["anna"]);
    s.advance(DAY_MS);
    let tomorrow = daily_puzzle(&date_of(START_MS + 2 * DAY_MS)).unwrap();
    let mut newbie = newbie.reconnect().await;
    start(&mut newbie).await;
    solve(&mut newbie, &tomorrow.solution).await;
    done(&mut newbie).await;
    let list: DailyList = s.get("/v1/daily/today", &a.token).await;
    let names: Vec<&str> = list.entries.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, vec!["newbie"]);
    s.stop().await;
}

async fn daily_first_attempt_only_and_resume(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let p = daily_puzzle(&date_of(START_MS)).unwrap();
    let mut a = s.player("anna").await;
    start(&mut a).await;
    let wrong = wrong_move(&p.fen, &p.solution[0]);
    tried(&mut a, &wrong).await;
    // A reload resumes the same attempt (wrong try and start time kept).
    s.advance(30_000);
    let mut again = a.reconnect().await;
    drop(a);
    let ServerMsg::DailyPuzzle {
        wrong_tries,
        started_at_ms,
        ..
    } = start(&mut again).await
    else {
        panic!("expected the attempt in progress");
    };
    assert_eq!((wrong_tries, started_at_ms), (1, START_MS));
    solve(&mut again, &p.solution).await;
    let (_, score, _, seconds, _, _) = done(&mut again).await;
    assert_eq!((seconds, score), (30, 100 - 25 - 6));
    // A second attempt only shows the first one's result.
    let ServerMsg::DailyDone {
        score: again_score, ..
    } = start(&mut again).await
    else {
        panic!("expected the finished attempt");
    };
    assert_eq!(again_score, score);
    again
        .send(&ClientMsg::DailyMove {
            mv: p.solution[0].clone(),
        })
        .await;
    again.expect_error(ErrorCode::DailyAlreadyPlayed).await;
    s.stop().await;
}

async fn daily_give_up_and_streaks(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let mut a = s.player("anna").await;
    let mut bo = s.player("bo").await;
    // Lists rank accounts made before the day began: play from the next day.
    s.advance(DAY_MS);
    let base = START_MS + DAY_MS;
    // Bo gives up: score 0, and only now the solution.
    start(&mut bo).await;
    bo.send(&ClientMsg::DailyGiveUp {}).await;
    let (solved, score, _, _, solution, _) = done(&mut bo).await;
    assert!(!solved);
    assert_eq!(score, 0);
    assert!(!solution.is_empty());
    // Anna solves three days in a row, skips one, solves again.
    for day in [0, 1, 2, 4] {
        let date = date_of(base + day * DAY_MS);
        let p = daily_puzzle(&date).unwrap();
        if day > 0 {
            s.advance(DAY_MS);
        }
        if day == 4 {
            s.advance(DAY_MS);
        }
        let mut c = a.reconnect().await;
        start(&mut c).await;
        solve(&mut c, &p.solution).await;
        let (_, _, _, _, _, streak) = done(&mut c).await;
        let want = match day {
            4 => 1,
            d => d as u32 + 1,
        };
        assert_eq!(streak, want, "day {day}");
        a = c;
    }
    let st: PlayerStats = s.get("/v1/players/anna/stats", &bo.token).await;
    assert_eq!(st.daily_streak, 1);
    let list: DailyList = s
        .get(&format!("/v1/daily/{}", date_of(base)), &bo.token)
        .await;
    let names: Vec<&str> = list.entries.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, vec!["anna", "bo"]);
    s.stop().await;
}
