//! The daily puzzle, checked by the server: the same puzzle for everyone on a date (the
//! core's daily mapping), move-by-move checks and the defence's replies from the core's
//! solver, the score from the server's own timestamps, and only the first attempt counts.
//! The solution is sent only once the attempt is over.

use crate::bus::AccountId;
use crate::db::DailyRow;
use crate::Shared;
use std::sync::Arc;
use xiangqi::puzzles::{daily_puzzle, daily_score, Puzzle, PuzzleSession, TryOutcome};
use xiangqi::Move;
use xiangqi_online::protocol::{DailyEntry, DailyList, DailyTry, ErrorCode, ServerMsg};

const MS_PER_DAY: i64 = 86_400_000;
/// Most rows in a day's list.
pub const DAILY_LIST_MAX: u32 = 100;
/// Streaks are counted over at most this many days.
const STREAK_MAX_DAYS: u32 = 3_660;

type Refusal = (ErrorCode, String);

/// An attempt in progress on one connection.
pub struct Attempt {
    date: String,
    puzzle: &'static Puzzle,
    session: Option<PuzzleSession>,
    row: DailyRow,
}

fn internal(e: impl std::fmt::Display) -> Refusal {
    (ErrorCode::Internal, e.to_string())
}

/// Consecutive solved days ending today (or yesterday, while today is still open).
pub async fn streak(shared: &Shared, account: AccountId) -> u32 {
    let today = shared.clock.today();
    let dates = shared
        .db
        .solved_dates(account, &today, STREAK_MAX_DAYS)
        .await
        .unwrap_or_default();
    let mut expect = if dates.first() == Some(&today) {
        today
    } else {
        match crate::time::previous_date(&today) {
            Some(d) => d,
            None => return 0,
        }
    };
    let mut n = 0;
    for d in dates {
        if d != expect {
            break;
        }
        n += 1;
        match crate::time::previous_date(&expect) {
            Some(p) => expect = p,
            None => break,
        }
    }
    n
}

async fn done_msg(shared: &Shared, account: AccountId, a: &Attempt) -> ServerMsg {
    ServerMsg::DailyDone {
        date: a.date.clone(),
        solved: a.row.solved,
        score: a.row.score,
        wrong_tries: a.row.wrong,
        seconds: a.row.seconds,
        solution: a.puzzle.solution.clone(),
        streak: streak(shared, account).await,
    }
}

/// Runs the solver off the async threads (a mate-in-5 check can take tens of ms).
async fn try_on(
    mut session: PuzzleSession,
    mv: Move,
) -> Result<(PuzzleSession, Result<TryOutcome, String>), Refusal> {
    tokio::task::spawn_blocking(move || {
        let r = session.try_move(mv).map_err(|e| e.to_string());
        (session, r)
    })
    .await
    .map_err(internal)
}

/// `daily_start`: today's puzzle (a new attempt, the one in progress, or the result of the
/// finished first attempt).
pub async fn start(
    shared: &Arc<Shared>,
    account: AccountId,
) -> Result<(Attempt, Vec<ServerMsg>), Refusal> {
    let date = shared.clock.today();
    let puzzle = daily_puzzle(&date).map_err(internal)?;
    let db = &shared.db;
    if db
        .daily_attempt(account, &date)
        .await
        .map_err(internal)?
        .is_none()
    {
        db.daily_begin(account, &date, &puzzle.id, shared.clock.now_ms())
            .await
            .map_err(internal)?;
    }
    let row = db
        .daily_attempt(account, &date)
        .await
        .map_err(internal)?
        .ok_or_else(|| internal("attempt vanished"))?;
    let mut attempt = Attempt {
        date: date.clone(),
        puzzle,
        session: None,
        row,
    };
    if attempt.row.done {
        let msg = done_msg(shared, account, &attempt).await;
        return Ok((attempt, vec![msg]));
    }
    // Rebuild the attempt from its stored tries (the solver is deterministic).
    let mut session = PuzzleSession::from_puzzle(puzzle).map_err(internal)?;
    for t in attempt.row.tries.clone() {
        let mv = Move::parse_iccs(&t).map_err(internal)?;
        let (s, _) = try_on(session, mv).await?;
        session = s;
    }
    let msg = ServerMsg::DailyPuzzle {
        date,
        puzzle_id: puzzle.id.clone(),
        level: puzzle.level,
        fen: puzzle.fen.clone(),
        started_at_ms: attempt.row.started_ms,
        played: session.played().iter().map(|m| m.to_string()).collect(),
        wrong_tries: session.wrong_tries(),
    };
    attempt.session = Some(session);
    Ok((attempt, vec![msg]))
}

/// `daily_move`: one Red try.
pub async fn try_move(
    shared: &Arc<Shared>,
    account: AccountId,
    attempt: &mut Attempt,
    text: &str,
) -> Result<Vec<ServerMsg>, Refusal> {
    if attempt.row.done {
        return Err((
            ErrorCode::DailyAlreadyPlayed,
            "the attempt is over".to_string(),
        ));
    }
    let mv = Move::parse_iccs(text).map_err(|e| (ErrorCode::IllegalMove, e.to_string()))?;
    let session = attempt
        .session
        .take()
        .ok_or_else(|| internal("no session"))?;
    let (session, outcome) = try_on(session, mv).await?;
    let now = shared.clock.now_ms();
    let outcome = match outcome {
        Ok(o) => o,
        Err(e) => {
            attempt.session = Some(session);
            return Err((ErrorCode::IllegalMove, e));
        }
    };
    attempt.row.tries.push(mv.to_string());
    attempt.row.wrong = session.wrong_tries();
    let result = match outcome {
        TryOutcome::Wrong { .. } => DailyTry::Wrong {
            wrong_tries: attempt.row.wrong,
        },
        TryOutcome::Continue { reply } => DailyTry::Continue {
            reply: reply.to_string(),
        },
        TryOutcome::Mate => {
            let seconds = now.saturating_sub(attempt.row.started_ms) / 1000;
            let seconds = u32::try_from(seconds).unwrap_or(u32::MAX);
            attempt.row.done = true;
            attempt.row.solved = true;
            attempt.row.seconds = seconds;
            attempt.row.score = daily_score(attempt.row.wrong, seconds);
            DailyTry::Mate
        }
    };
    attempt.session = Some(session);
    shared
        .db
        .daily_update(account, &attempt.date, &attempt.row)
        .await
        .map_err(internal)?;
    let mut out = vec![ServerMsg::DailyTried {
        mv: mv.to_string(),
        outcome: result,
    }];
    if attempt.row.done {
        out.push(done_msg(shared, account, attempt).await);
    }
    Ok(out)
}

/// `daily_give_up`: ends the attempt unsolved (score 0) and reveals the solution.
pub async fn give_up(
    shared: &Arc<Shared>,
    account: AccountId,
    attempt: &mut Attempt,
) -> Result<Vec<ServerMsg>, Refusal> {
    if !attempt.row.done {
        let now = shared.clock.now_ms();
        attempt.row.done = true;
        attempt.row.solved = false;
        attempt.row.score = 0;
        attempt.row.seconds =
            u32::try_from(now.saturating_sub(attempt.row.started_ms) / 1000).unwrap_or(u32::MAX);
        shared
            .db
            .daily_update(account, &attempt.date, &attempt.row)
            .await
            .map_err(internal)?;
    }
    Ok(vec![done_msg(shared, account, attempt).await])
}

/// A day's list: finished first attempts, best first, with each player's streak.
pub async fn list(shared: &Shared, date: &str) -> Result<DailyList, Refusal> {
    let puzzle = daily_puzzle(date).map_err(|e| (ErrorCode::InvalidField, e.to_string()))?;
    // Fair play: only accounts that existed before the day began are ranked (a throwaway
    // account made today cannot learn the solution by trial and rank).
    let day_start_ms = date
        .parse::<xiangqi::date::Date>()
        .map_err(|e| (ErrorCode::InvalidField, e.to_string()))?
        .days()
        .saturating_mul(MS_PER_DAY);
    let rows = shared
        .db
        .daily_scores(
            date,
            u64::try_from(day_start_ms).unwrap_or(0),
            DAILY_LIST_MAX,
        )
        .await
        .map_err(internal)?;
    let mut entries = Vec::with_capacity(rows.len());
    for (account, name, score, wrong_tries, seconds) in rows {
        entries.push(DailyEntry {
            name,
            score,
            wrong_tries,
            seconds,
            streak: streak(shared, account).await,
        });
    }
    Ok(DailyList {
        date: date.to_string(),
        puzzle_id: puzzle.id.clone(),
        entries,
    })
}
