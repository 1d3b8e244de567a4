//! The rules of online play over real sockets, on SQLite and (when configured) PostgreSQL.

use crate::common;

use common::*;
use xiangqi::game::{EndReason, GameResult};
use xiangqi::Color;
use xiangqi_online::protocol::*;
use xiangqi_server::game::{DISCONNECT_GRACE_MS, LAG_QUOTA_START_MS};
use xiangqi_server::rating::STARTING_TALER;

/// Ten quiet plies from the start (no check, no capture, no repetition).
const TEN_PLIES: [&str; 10] = [
    "h0g2", "h9g7", "b0c2", "b9c7", "i0h0", "i9h9", "a0b0", "a9b9", "g3g4", "g6g5",
];

on_both_databases!(
    challenge_lobby_play_and_settle,
    early_end_is_unrated_and_three_minutes_count,
    colours_alternate_and_can_be_swapped,
    repetition_is_judged_by_the_core,
    draw_offer_accept_and_decline,
    takeback_needs_consent_in_friendly_games,
    flag_falls_at_the_servers_deadline,
    lag_allowance_is_capped,
    reconnect_replays_missed_events,
    leaving_loses_after_the_grace_period,
    spectators_watch_but_cannot_act,
    restart_resumes_games_and_clocks,
    stakes_never_exceed_balances,
    quick_game_widens_the_elo_window,
    archive_and_statistics,
    stakes_need_counted_games_and_are_capped_per_pair,
    a_stale_owner_cannot_commit,
    a_move_from_a_connection_that_follows_nothing_is_acknowledged,
);

async fn moves_stored(s: &TestServer, game: GameId) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM moves WHERE game_id = $1")
        .bind(game as i64)
        .fetch_one(&s.shared().db.pool)
        .await
        .unwrap()
}

/// The game's lease is fenced: once another node has taken the game over (a newer epoch),
/// the old owner's writes are refused in their own transaction, and it stops serving the
/// game; the next owner resumes from what was committed.
async fn a_stale_owner_cannot_commit(b: Backend) {
    let Some(mut s) = TestServer::start(b).await else {
        return;
    };
    let a = s.player("anna").await;
    let bo = s.player("bo").await;
    let (game, mut red, mut black) = start_game(a, bo, proposal(10, 5, true, 0)).await;
    play_moves(game, &mut red, &mut black, 0, &["h2e2"]).await;
    // Another node takes the game over (as after this node's lease expired).
    sqlx::query(
        "UPDATE games SET owner_epoch = owner_epoch + 1, owner_node = 'other' WHERE id = $1",
    )
    .bind(game as i64)
    .execute(&s.shared().db.pool)
    .await
    .unwrap();
    black.play(game, 1, "h9g7").await;
    assert_eq!(black.error().await, (ErrorCode::Internal, Some(game)));
    assert_eq!(
        moves_stored(&s, game).await,
        1,
        "the stale owner wrote nothing"
    );
    // Red's view never saw the refused move.
    red.sync().await;
    // The other node's lease runs out; this node (restarted) takes the game back, with a
    // newer epoch, from the committed state.
    s.advance(xiangqi_server::LEASE_MS + 1);
    s.restart().await;
    let mut red = red.reconnect().await;
    let mut black = black.reconnect().await;
    assert_eq!(black.welcome_game, Some(game));
    for c in [&mut red, &mut black] {
        c.open(game, None).await;
        assert_eq!(c.snapshot().await.moves, vec!["h2e2".to_string()]);
    }
    play_moves(game, &mut red, &mut black, 1, &["h9g7"]).await;
    assert_eq!(moves_stored(&s, game).await, 2);
    s.stop().await;
}

/// Challenges `to` and returns the error code, or `None` if the challenge came through
/// (then declined, to leave both free).
async fn try_stake(from: &mut Client, to: &mut Client, stake: u64) -> Option<ErrorCode> {
    from.send(&ClientMsg::Challenge {
        to: to.you.name.clone(),
        proposal: proposal(10, 5, true, stake),
    })
    .await;
    let m = from
        .until(|m| match m {
            ServerMsg::Error { code, .. } => Some(Err(*code)),
            ServerMsg::Challenge { challenge } => Some(Ok(challenge.id)),
            _ => None,
        })
        .await;
    match m {
        Err(code) => Some(code),
        Ok(id) => {
            to.challenge_msg().await;
            from.send(&ClientMsg::Decline { challenge: id }).await;
            for c in [&mut *from, &mut *to] {
                c.until(|m| matches!(m, ServerMsg::ChallengeClosed { .. }).then_some(()))
                    .await;
            }
            None
        }
    }
}

/// Plays one game of `p` that counts (it lasts three minutes), ended by a resignation;
/// returns the clients as (a, b) again.
async fn counted_game(s: &TestServer, a: Client, b: Client, p: Proposal) -> (Client, Client) {
    let a_name = a.you.name.clone();
    let (game, mut red, mut black) = start_game(a, b, p).await;
    s.advance(xiangqi_server::rating::COUNTED_AFTER_MS);
    red.send(&ClientMsg::Resign { game }).await;
    assert!(red.ended().await.counted);
    black.ended().await;
    if red.you.name == a_name {
        (red, black)
    } else {
        (black, red)
    }
}

async fn stakes_need_counted_games_and_are_capped_per_pair(b: Backend) {
    // The real fair-play limits (the other tests lift the counted-games rule).
    let tune: Tune = std::sync::Arc::new(|c: &mut xiangqi_server::Config| {
        c.accounts_per_address = 1_000;
    });
    let Some(s) = TestServer::start_with(b, tune).await else {
        return;
    };
    let need = xiangqi_server::STAKE_MIN_COUNTED_GAMES;
    let cap = xiangqi_server::STAKED_GAMES_PER_PAIR_PER_DAY;
    let mut a = s.player("anna").await;
    let mut bo = s.player("bo").await;
    let mut carl = s.player("carl").await;
    // New accounts cannot put Taler at stake (a throwaway's 100 Taler lost on purpose).
    assert_eq!(
        try_stake(&mut a, &mut bo, 10).await,
        Some(ErrorCode::StakeNeedsCountedGames)
    );
    carl.send(&ClientMsg::Quick {
        proposal: proposal(3, 2, true, 5),
    })
    .await;
    carl.expect_error(ErrorCode::StakeNeedsCountedGames).await;
    // Without a stake they play; an unrated (too short) game does not count.
    assert_eq!(try_stake(&mut a, &mut bo, 0).await, None);
    for _ in 0..need {
        (a, bo) = counted_game(&s, a, bo, proposal(10, 5, true, 0)).await;
    }
    // Both have their counted games now; carl still has none.
    assert_eq!(
        try_stake(&mut a, &mut carl, 10).await,
        Some(ErrorCode::StakeNeedsCountedGames)
    );
    // The same two accounts: `cap` staked games a day, then no more stakes between them.
    for _ in 0..cap {
        (a, bo) = counted_game(&s, a, bo, proposal(10, 5, true, 10)).await;
    }
    assert_eq!(
        try_stake(&mut a, &mut bo, 10).await,
        Some(ErrorCode::StakePairLimit)
    );
    assert_eq!(
        try_stake(&mut bo, &mut a, 1).await,
        Some(ErrorCode::StakePairLimit)
    );
    assert_eq!(try_stake(&mut a, &mut bo, 0).await, None);
    // A counter-proposal with a stake is refused the same way.
    a.send(&ClientMsg::Challenge {
        to: "bo".into(),
        proposal: proposal(10, 5, true, 0),
    })
    .await;
    let ch = bo.challenge_msg().await;
    a.challenge_msg().await;
    let mut terms = ch.terms.clone();
    terms.stake = 10;
    bo.send(&ClientMsg::Counter {
        challenge: ch.id,
        terms,
    })
    .await;
    bo.expect_error(ErrorCode::StakePairLimit).await;
    a.send(&ClientMsg::Decline { challenge: ch.id }).await;
    a.until(|m| matches!(m, ServerMsg::ChallengeClosed { .. }).then_some(()))
        .await;
    // A day later the pair may stake again.
    s.advance(xiangqi_server::FAIR_PLAY_DAY_MS);
    assert_eq!(try_stake(&mut a, &mut bo, 10).await, None);
    // Taler are conserved through all of it.
    assert_eq!(s.taler().await, (3 * STARTING_TALER, 3));
    s.stop().await;
}

async fn challenge_lobby_play_and_settle(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let mut a = s.player("anna").await;
    let bo = s.player("bo").await;
    a.send(&ClientMsg::Lobby {}).await;
    let players = a
        .until(|m| match m {
            ServerMsg::Lobby { players } if players.len() == 2 => Some(players.clone()),
            _ => None,
        })
        .await;
    assert!(players
        .iter()
        .all(|p| p.status == PlayerStatus::Idle && p.elo == 1200));
    let (game, mut red, mut black) = start_game(a, bo, proposal(10, 5, true, 10)).await;
    assert_eq!(
        red.you.name, "anna",
        "the challenger has Red in a first game"
    );
    // While playing, the lobby says so.
    let lobby: Vec<LobbyPlayer> = s.get("/v1/lobby", &red.token).await;
    assert!(lobby.iter().all(|p| p.status == PlayerStatus::Playing));
    // Stakes are held by the game: the total is unchanged.
    assert_eq!(s.taler().await, (2 * STARTING_TALER, 2));
    play_moves(game, &mut red, &mut black, 0, &TEN_PLIES).await;
    red.send(&ClientMsg::Resign { game }).await;
    let o = red.ended().await;
    assert_eq!(black.ended().await, o);
    assert_eq!(
        (o.result, o.reason),
        (GameResult::BlackWins, EndReason::Resignation)
    );
    assert!(o.counted);
    assert_eq!((o.red.points, o.black.points), (-10, 10));
    assert_eq!((o.red.elo, o.black.elo), (-10, 10));
    assert_eq!((o.red.taler, o.black.taler), (-10, 10));
    let you = black
        .until(|m| match m {
            ServerMsg::AccountUpdate { you } => Some(you.clone()),
            _ => None,
        })
        .await;
    assert_eq!((you.taler, you.points, you.elo), (110, 10, 1210));
    let me: Account = s.get("/v1/me", &red.token).await;
    assert_eq!((me.taler, me.points, me.elo), (90, -10, 1190));
    assert_eq!(s.taler().await, (2 * STARTING_TALER, 2));
    // Acting on a finished game.
    red.play(game, 10, "h2e2").await;
    red.expect_error(ErrorCode::GameOver).await;
    s.stop().await;
}

async fn early_end_is_unrated_and_three_minutes_count(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let a = s.player("anna").await;
    let bo = s.player("bo").await;
    let (game, mut red, mut black) = start_game(a, bo, proposal(10, 5, true, 20)).await;
    play_moves(game, &mut red, &mut black, 0, &TEN_PLIES[..9]).await;
    black.send(&ClientMsg::Resign { game }).await;
    let o = red.ended().await;
    assert_eq!(o.result, GameResult::RedWins);
    assert!(!o.counted, "nine plies and no three minutes: unrated");
    assert_eq!((o.red.points, o.red.elo, o.red.taler), (0, 0, 0));
    let me: Account = s.get("/v1/me", &red.token).await;
    assert_eq!((me.taler, me.points, me.elo), (100, 0, 1200), "stakes back");
    // Three minutes without a move count (10+5: no flag yet).
    let (game, mut red, mut black) = start_game(red, black, proposal(10, 5, true, 20)).await;
    s.advance(180_000);
    black.send(&ClientMsg::Resign { game }).await;
    let o = red.ended().await;
    assert!(o.counted);
    assert_eq!(o.red.taler, 20);
    assert_eq!(s.taler().await, (200, 2));
    s.stop().await;
}

async fn colours_alternate_and_can_be_swapped(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let a = s.player("anna").await;
    let bo = s.player("bo").await;
    let (game, mut red, mut black) = start_game(a, bo, proposal(10, 5, false, 0)).await;
    assert_eq!(red.you.name, "anna");
    red.send(&ClientMsg::Resign { game }).await;
    red.ended().await;
    black.ended().await;
    // Anna had Red: in the next game (whoever challenges) she plays Black ...
    let (mut a, mut bo) = (red, black);
    a.send(&ClientMsg::Challenge {
        to: "bo".into(),
        proposal: proposal(3, 2, false, 0),
    })
    .await;
    let ch = bo.challenge_msg().await;
    assert_eq!(ch.terms.red, "bo");
    assert_eq!(ch.accepted_by, vec!["anna".to_string()]);
    // ... unless they swap before the start: Anna proposes the swap, Bo must accept it.
    let mut swapped = ch.terms.clone();
    swapped.red = "anna".into();
    a.send(&ClientMsg::Counter {
        challenge: ch.id,
        terms: swapped,
    })
    .await;
    let ch2 = bo.challenge_msg().await;
    assert_eq!((ch2.revision, ch2.terms.red.as_str()), (2, "anna"));
    bo.send(&ClientMsg::Accept {
        challenge: ch.id,
        revision: 1,
    })
    .await;
    bo.expect_error(ErrorCode::WrongRevision).await;
    let mut bad = ch2.terms.clone();
    bad.red = "carl".into();
    bo.send(&ClientMsg::Counter {
        challenge: ch.id,
        terms: bad,
    })
    .await;
    bo.expect_error(ErrorCode::InvalidTerms).await;
    bo.send(&ClientMsg::Accept {
        challenge: ch.id,
        revision: 2,
    })
    .await;
    let (_, colour) = a.game_started().await;
    assert_eq!(colour, Color::Red);
    assert_eq!(bo.game_started().await.1, Color::Black);
    s.stop().await;
}

async fn repetition_is_judged_by_the_core(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let a = s.player("anna").await;
    let bo = s.player("bo").await;
    let (game, mut red, mut black) = start_game(a, bo, proposal(10, 5, true, 0)).await;
    let cycle = ["h0g2", "h9g7", "g2h0", "g7h9"];
    play_moves(game, &mut red, &mut black, 0, &cycle).await;
    play_moves(game, &mut red, &mut black, 4, &cycle[..3]).await;
    red.play(game, 7, "g7h9").await;
    red.expect_error(ErrorCode::NotYourTurn).await;
    black.play(game, 7, "g7h9").await;
    let o = black.ended().await;
    assert_eq!(
        (o.result, o.reason),
        (GameResult::Draw, EndReason::Repetition)
    );
    s.stop().await;
}

async fn draw_offer_accept_and_decline(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let a = s.player("anna").await;
    let bo = s.player("bo").await;
    let (game, mut red, mut black) = start_game(a, bo, proposal(10, 5, true, 5)).await;
    black.send(&ClientMsg::AcceptDraw { game }).await;
    black.expect_error(ErrorCode::NoOffer).await;
    red.send(&ClientMsg::OfferDraw { game }).await;
    assert_eq!(
        black.event().await.1,
        GameEvent::DrawOffered { by: Color::Red }
    );
    red.send(&ClientMsg::OfferDraw { game }).await;
    red.expect_error(ErrorCode::AlreadyOffered).await;
    black.send(&ClientMsg::DeclineDraw { game }).await;
    // (Red saw its offer while waiting for the error above.)
    assert_eq!(
        red.event().await.1,
        GameEvent::DrawDeclined { by: Color::Black }
    );
    play_moves(game, &mut red, &mut black, 0, &TEN_PLIES).await;
    black.send(&ClientMsg::OfferDraw { game }).await;
    red.until(|m| {
        matches!(
            m,
            ServerMsg::GameEvent {
                event: GameEvent::DrawOffered { by: Color::Black },
                ..
            }
        )
        .then_some(())
    })
    .await;
    red.send(&ClientMsg::AcceptDraw { game }).await;
    let o = black.ended().await;
    assert_eq!(
        (o.result, o.reason, o.counted),
        (GameResult::Draw, EndReason::Agreement, true)
    );
    assert_eq!((o.red.taler, o.black.taler, o.red.points), (0, 0, 0));
    assert_eq!(s.taler().await, (200, 2));
    s.stop().await;
}

async fn takeback_needs_consent_in_friendly_games(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let a = s.player("anna").await;
    let bo = s.player("bo").await;
    let (game, mut red, mut black) = start_game(a, bo, proposal(10, 5, true, 0)).await;
    red.send(&ClientMsg::OfferTakeback { game }).await;
    red.expect_error(ErrorCode::TakebackRated).await;
    red.send(&ClientMsg::Resign { game }).await;
    red.ended().await;
    black.ended().await;
    // Friendly: Bo now has Red.
    let (game, mut red, mut black) = start_game(red, black, proposal(10, 5, false, 0)).await;
    assert_eq!(red.you.name, "bo");
    red.send(&ClientMsg::OfferTakeback { game }).await;
    red.expect_error(ErrorCode::NothingToTakeBack).await;
    play_moves(game, &mut red, &mut black, 0, &["h2e2"]).await;
    red.send(&ClientMsg::OfferTakeback { game }).await;
    assert_eq!(
        black.event().await.1,
        GameEvent::TakebackOffered { by: Color::Red }
    );
    black.send(&ClientMsg::DeclineTakeback { game }).await;
    red.until(|m| {
        matches!(
            m,
            ServerMsg::GameEvent {
                event: GameEvent::TakebackDeclined { .. },
                ..
            }
        )
        .then_some(())
    })
    .await;
    // Black replied; Red asks again: both plies go back (Red's move and the reply).
    play_moves(game, &mut red, &mut black, 1, &["h9g7"]).await;
    red.send(&ClientMsg::OfferTakeback { game }).await;
    black
        .until(|m| {
            matches!(
                m,
                ServerMsg::GameEvent {
                    event: GameEvent::TakebackOffered { .. },
                    ..
                }
            )
            .then_some(())
        })
        .await;
    red.send(&ClientMsg::AcceptTakeback { game }).await;
    red.expect_error(ErrorCode::NoOffer).await;
    black.send(&ClientMsg::AcceptTakeback { game }).await;
    let back = red
        .until(|m| match m {
            ServerMsg::GameEvent {
                event: GameEvent::TakenBack { ply, .. },
                ..
            } => Some(*ply),
            _ => None,
        })
        .await;
    assert_eq!(back, 0);
    // Red moves again from the start; the archive keeps only the moves that stand.
    play_moves(game, &mut red, &mut black, 0, &["b2e2"]).await;
    red.send(&ClientMsg::Resign { game }).await;
    black.ended().await;
    let g: ArchivedGame = s.get(&format!("/v1/games/{game}"), &red.token).await;
    assert_eq!(g.moves, vec!["b2e2".to_string()]);
    assert!(!g.outcome.counted);
    s.stop().await;
}

async fn flag_falls_at_the_servers_deadline(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let a = s.player("anna").await;
    let bo = s.player("bo").await;
    let (game, mut red, mut black) = start_game(a, bo, proposal(3, 2, true, 0)).await;
    play_moves(game, &mut red, &mut black, 0, &["h2e2"]).await;
    // Black's 3 minutes plus the lag allowance it could still claim pass: nobody sends
    // anything, the flag falls.
    s.advance(180_000 + LAG_QUOTA_START_MS - 1);
    black.sync().await;
    s.advance(1);
    let o = red.ended().await;
    assert_eq!(
        (o.result, o.reason),
        (GameResult::RedWins, EndReason::Timeout)
    );
    assert_eq!(black.ended().await, o);
    s.stop().await;
}

async fn lag_allowance_is_capped(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let a = s.player("anna").await;
    let bo = s.player("bo").await;
    let (game, mut red, mut black) = start_game(a, bo, proposal(3, 2, true, 0)).await;
    s.advance(10_000);
    red.send(&ClientMsg::Move {
        game,
        ply: 0,
        mv: "h2e2".into(),
        lag_ms: Some(5_000),
    })
    .await;
    let clock = black
        .until(|m| match m {
            ServerMsg::GameEvent {
                event: GameEvent::Moved { clock, .. },
                ..
            } => Some(*clock),
            _ => None,
        })
        .await;
    // 10 s used, 0.3 s credited (the starting quota), 2 s increment.
    assert_eq!(clock.red_ms, 180_000 - 10_000 + LAG_QUOTA_START_MS + 2_000);
    assert_eq!(clock.running, Some(Color::Black));
    red.moved().await;
    s.stop().await;
}

async fn reconnect_replays_missed_events(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let a = s.player("anna").await;
    let bo = s.player("bo").await;
    let (game, mut red, mut black) = start_game(a, bo, proposal(10, 5, true, 0)).await;
    red.play(game, 0, "h2e2").await;
    red.moved().await;
    let seen = black
        .until(|m| match m {
            ServerMsg::GameEvent {
                v,
                event: GameEvent::Moved { .. },
                ..
            } => Some(*v),
            _ => None,
        })
        .await;
    let token = black.token.clone();
    drop(black);
    let (_, ev) = red.event().await;
    assert!(matches!(
        ev,
        GameEvent::Presence {
            color: Color::Black,
            connected: false,
            until_ms: Some(_)
        }
    ));
    s.advance(DISCONNECT_GRACE_MS - 1);
    let mut black = Client::connect(&s.url, &token).await.unwrap();
    assert_eq!(black.welcome_game, Some(game));
    black.open(game, Some(seen)).await;
    // Replayed: the absence, then the return.
    let (v2, e2) = black.event().await;
    let (v3, e3) = black.event().await;
    assert_eq!((v2, v3), (seen + 1, seen + 2));
    assert!(matches!(
        e2,
        GameEvent::Presence {
            connected: false,
            ..
        }
    ));
    assert!(matches!(
        e3,
        GameEvent::Presence {
            connected: true,
            ..
        }
    ));
    play_moves(game, &mut red, &mut black, 1, &["h9g7"]).await;
    // A client that saw nothing gets a snapshot.
    let mut again = black.reconnect().await;
    again.open(game, None).await;
    let snap = again.snapshot().await;
    assert_eq!(snap.moves, vec!["h2e2".to_string(), "h9g7".to_string()]);
    assert_eq!(snap.v, seen + 3);
    // The grace period is over, but Black is back: no forfeit.
    s.advance(DISCONNECT_GRACE_MS);
    red.sync().await;
    play_moves(game, &mut red, &mut black, 2, &["h0g2"]).await;
    s.stop().await;
}

/// A connection that never opened the game (a reconnect that moves at once) is made to follow
/// it: a snapshot, then the `moved` that acknowledges its move (PROTOCOL.md, Playing).
async fn a_move_from_a_connection_that_follows_nothing_is_acknowledged(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let a = s.player("anna").await;
    let bo = s.player("bo").await;
    let (game, red, mut black) = start_game(a, bo, proposal(10, 5, true, 0)).await;
    let mut red2 = red.reconnect().await;
    red2.play(game, 0, "h2e2").await;
    let snap = red2.snapshot().await;
    assert_eq!(
        (snap.id, snap.moves.len()),
        (game, 0),
        "the position before the move"
    );
    assert_eq!(red2.moved().await, (1, "h2e2".to_string()));
    assert_eq!(black.moved().await, (1, "h2e2".to_string()));
    // A game that is over: the archived snapshot, then `game_over`.
    red2.send(&ClientMsg::Resign { game }).await;
    red2.ended().await;
    let mut red3 = red2.reconnect().await;
    red3.play(game, 1, "h9g7").await;
    assert!(red3.snapshot().await.outcome.is_some());
    assert_eq!(red3.error().await, (ErrorCode::GameOver, Some(game)));
    drop(red);
    s.stop().await;
}

async fn leaving_loses_after_the_grace_period(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let a = s.player("anna").await;
    let bo = s.player("bo").await;
    let (game, mut red, mut black) = start_game(a, bo, proposal(45, 15, true, 0)).await;
    play_moves(game, &mut red, &mut black, 0, &TEN_PLIES).await;
    drop(red);
    black
        .until(|m| {
            matches!(
                m,
                ServerMsg::GameEvent {
                    event: GameEvent::Presence {
                        connected: false,
                        ..
                    },
                    ..
                }
            )
            .then_some(())
        })
        .await;
    s.advance(DISCONNECT_GRACE_MS);
    let o = black.ended().await;
    assert_eq!(
        (o.result, o.reason),
        (GameResult::BlackWins, EndReason::Forfeit)
    );
    assert!(o.counted);
    s.stop().await;
}

async fn spectators_watch_but_cannot_act(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let a = s.player("anna").await;
    let bo = s.player("bo").await;
    let mut carl = s.player("carl").await;
    let (game, mut red, mut black) = start_game(a, bo, proposal(10, 5, true, 0)).await;
    let live: Vec<LiveGame> = s.get("/v1/games/live", &carl.token).await;
    assert_eq!(live.iter().map(|g| g.id).collect::<Vec<_>>(), vec![game]);
    carl.open(game, None).await;
    let snap = carl.snapshot().await;
    assert_eq!(snap.red.name, "anna");
    play_moves(game, &mut red, &mut black, 0, &["h2e2"]).await;
    assert_eq!(carl.moved().await, (1, "h2e2".to_string()));
    carl.play(game, 1, "h9g7").await;
    assert_eq!(carl.error().await, (ErrorCode::NotAPlayer, Some(game)));
    for msg in [
        ClientMsg::Resign { game },
        ClientMsg::OfferDraw { game },
        ClientMsg::AcceptDraw { game },
        ClientMsg::OfferTakeback { game },
    ] {
        carl.send(&msg).await;
        carl.expect_error(ErrorCode::NotAPlayer).await;
    }
    // Carl leaving changes nothing for the players.
    drop(carl);
    play_moves(game, &mut red, &mut black, 1, &["h9g7"]).await;
    s.stop().await;
}

async fn restart_resumes_games_and_clocks(b: Backend) {
    let Some(mut s) = TestServer::start(b).await else {
        return;
    };
    let a = s.player("anna").await;
    let bo = s.player("bo").await;
    let (game, mut red, mut black) = start_game(a, bo, proposal(3, 2, true, 7)).await;
    s.advance(5_000);
    play_moves(game, &mut red, &mut black, 0, &["h2e2", "h9g7"]).await;
    let (rt, bt) = (red.token.clone(), black.token.clone());
    drop(red);
    drop(black);
    s.restart().await;
    let mut red = Client::connect(&s.url, &rt).await.unwrap();
    let mut black = Client::connect(&s.url, &bt).await.unwrap();
    assert_eq!(red.welcome_game, Some(game));
    red.open(game, Some(2)).await;
    let snap = red.snapshot().await;
    assert_eq!(snap.moves, vec!["h2e2".to_string(), "h9g7".to_string()]);
    assert_eq!(snap.clock.red_ms, 180_000 - 5_000 + 2_000);
    assert_eq!(snap.clock.black_ms, 182_000);
    assert_eq!(snap.clock.running, Some(Color::Red));
    black.open(game, Some(2)).await;
    black.snapshot().await;
    play_moves(game, &mut red, &mut black, 2, &["h0g2"]).await;
    assert_eq!(s.taler().await, (200, 2));
    s.stop().await;
}

async fn stakes_never_exceed_balances(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let mut a = s.player("anna").await;
    let mut bo = s.player("bo").await;
    let too_much = STARTING_TALER as u64 + 1;
    for (p, code) in [
        (
            proposal(10, 5, true, too_much),
            ErrorCode::InsufficientTaler,
        ),
        (proposal(10, 5, false, 5), ErrorCode::InvalidStake),
        (proposal(10, 6, true, 0), ErrorCode::InvalidTimeControl),
        (
            proposal(10, 5, true, MAX_STAKE + 1),
            ErrorCode::InvalidStake,
        ),
    ] {
        a.send(&ClientMsg::Challenge {
            to: "bo".into(),
            proposal: p,
        })
        .await;
        a.expect_error(code).await;
    }
    a.send(&ClientMsg::Challenge {
        to: "anna".into(),
        proposal: proposal(10, 5, true, 0),
    })
    .await;
    a.expect_error(ErrorCode::SelfChallenge).await;
    a.send(&ClientMsg::Challenge {
        to: "nobody".into(),
        proposal: proposal(10, 5, true, 0),
    })
    .await;
    a.expect_error(ErrorCode::NotFound).await;
    // Raising the stake in a counter is checked the same way.
    a.send(&ClientMsg::Challenge {
        to: "bo".into(),
        proposal: proposal(10, 5, true, 100),
    })
    .await;
    let ch = bo.challenge_msg().await;
    let mut t = ch.terms.clone();
    t.stake = too_much;
    bo.send(&ClientMsg::Counter {
        challenge: ch.id,
        terms: t,
    })
    .await;
    bo.expect_error(ErrorCode::InsufficientTaler).await;
    bo.send(&ClientMsg::Accept {
        challenge: ch.id,
        revision: 1,
    })
    .await;
    let (game, _) = a.game_started().await;
    bo.game_started().await;
    // Everything is in the game now.
    let me: Account = s.get("/v1/me", &a.token).await;
    assert_eq!(me.taler, 0);
    assert_eq!(s.taler().await, (200, 2));
    a.send(&ClientMsg::Resign { game }).await;
    let you = a
        .until(|m| match m {
            ServerMsg::AccountUpdate { you } => Some(you.clone()),
            _ => None,
        })
        .await;
    assert_eq!(
        you.taler, 100,
        "ended before ten plies: the stake comes back"
    );
    s.stop().await;
}

async fn quick_game_widens_the_elo_window(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let mut a = s.player("anna").await;
    let bo = s.player("bo").await;
    sqlx::query("UPDATE accounts SET elo = 1450 WHERE name = 'bo'")
        .execute(&s.shared().db.pool)
        .await
        .unwrap();
    let mut bo2 = bo.reconnect().await;
    drop(bo);
    let p = proposal(3, 2, true, 0);
    a.send(&ClientMsg::Quick { proposal: p }).await;
    a.until(|m| matches!(m, ServerMsg::Seeking { .. }).then_some(()))
        .await;
    bo2.send(&ClientMsg::Quick { proposal: p }).await;
    bo2.until(|m| matches!(m, ServerMsg::Seeking { .. }).then_some(()))
        .await;
    a.send(&ClientMsg::Quick { proposal: p }).await;
    a.expect_error(ErrorCode::Busy).await;
    // 250 apart: the windows (100 + 10 per second) reach that after 15 s.
    s.advance(14_000);
    a.sync().await;
    s.advance(1_000);
    let ch = a.challenge_msg().await;
    assert!(ch.quick);
    assert!(ch.accepted_by.is_empty());
    let ch_b = bo2.challenge_msg().await;
    assert_eq!(ch_b.id, ch.id);
    a.send(&ClientMsg::Accept {
        challenge: ch.id,
        revision: 1,
    })
    .await;
    bo2.send(&ClientMsg::Accept {
        challenge: ch.id,
        revision: 1,
    })
    .await;
    let (_, ca) = a.game_started().await;
    let (_, cb) = bo2.game_started().await;
    assert_ne!(ca, cb);
    s.stop().await;
}

async fn archive_and_statistics(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let a = s.player("anna").await;
    let bo = s.player("bo").await;
    let (game1, mut red, mut black) = start_game(a, bo, proposal(10, 5, true, 0)).await;
    play_moves(game1, &mut red, &mut black, 0, &TEN_PLIES).await;
    black.send(&ClientMsg::Resign { game: game1 }).await;
    red.ended().await;
    black.ended().await;
    // Anna (Red before) now plays Black, in a 3+2 game that ends in a draw.
    let (game2, mut red, mut black) = start_game(red, black, proposal(3, 2, true, 0)).await;
    assert_eq!(black.you.name, "anna");
    play_moves(game2, &mut red, &mut black, 0, &TEN_PLIES).await;
    red.send(&ClientMsg::OfferDraw { game: game2 }).await;
    black
        .until(|m| {
            matches!(
                m,
                ServerMsg::GameEvent {
                    event: GameEvent::DrawOffered { .. },
                    ..
                }
            )
            .then_some(())
        })
        .await;
    black.send(&ClientMsg::AcceptDraw { game: game2 }).await;
    black.ended().await;
    let anna = &black;
    let mine: Vec<ArchivedGame> = s.get("/v1/games/mine", &anna.token).await;
    assert_eq!(
        mine.iter().map(|g| g.id).collect::<Vec<_>>(),
        vec![game2, game1]
    );
    assert_eq!(mine[1].moves.len(), 10);
    assert_eq!(mine[1].moves[0], "h0g2");
    let page: Vec<ArchivedGame> = s
        .get(
            &format!("/v1/games/mine?before={game2}&limit=5"),
            &anna.token,
        )
        .await;
    assert_eq!(page.len(), 1);
    let st: PlayerStats = s.get("/v1/players/anna/stats", &red.token).await;
    assert_eq!(
        (st.all.games, st.all.wins, st.all.draws, st.all.losses),
        (2, 1, 1, 0)
    );
    assert_eq!((st.as_red.wins, st.as_black.draws), (1, 1));
    let by = |m| {
        st.by_time_control
            .iter()
            .find(|t| t.time_control.minutes == m)
            .unwrap()
            .tally
    };
    assert_eq!((by(10).wins, by(3).draws, by(20).games), (1, 1, 0));
    assert_eq!(st.elo_history.len(), 2);
    assert_eq!(st.elo_history[0].elo, 1210);
    let (status, body) = s
        .http("GET", "/v1/players/zed/stats", Some(&red.token), None)
        .await;
    assert_eq!(status, 404);
    assert!(body.contains("not_found"));
    // A finished game opened on the socket comes as a snapshot with its outcome.
    red.open(game1, None).await;
    let snap = red.snapshot().await;
    assert_eq!(snap.outcome.map(|o| o.result), Some(GameResult::RedWins));
    // Friendly games are in the tallies (every finished game is), not in the Elo history.
    let (game3, mut red, mut black) = start_game(red, black, proposal(10, 5, false, 0)).await;
    let anna_red = red.you.name == "anna";
    red.send(&ClientMsg::Resign { game: game3 }).await;
    red.ended().await;
    black.ended().await;
    let st: PlayerStats = s.get("/v1/players/anna/stats", &red.token).await;
    let expect = if anna_red { (3, 1, 1, 1) } else { (3, 2, 1, 0) };
    assert_eq!(
        (st.all.games, st.all.wins, st.all.draws, st.all.losses),
        expect
    );
    assert_eq!(st.elo_history.len(), 2);
    s.stop().await;
}
