//! Kill -9 during a load of games: the server binary is SIGKILLed mid-load and started again
//! on the same database. No acknowledged move is missing, no Taler are lost, and every game
//! either continues (both players resume it and play on) or has ended by the rules.

use crate::common;

use common::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use xiangqi::game::{Game, GameSetup, HouseRules};
use xiangqi::Move;
use xiangqi_online::protocol::*;

on_both_databases!(kill_9_mid_load_loses_nothing);

/// Games played at once.
const GAMES: usize = 16;
/// Acknowledged rounds (one move per game each) before the kill.
const ROUNDS: usize = 6;

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// The server process; killed when dropped, so a failing test leaves nothing running.
struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn spawn_server(port: u16, db_url: &str) -> Server {
    spawn_server_with(port, db_url, &[])
}

/// The server binary with the tests' limits (many accounts from 127.0.0.1, stakes between
/// new accounts) and `extra` arguments.
fn spawn_server_with(port: u16, db_url: &str, extra: &[&str]) -> Server {
    let child = Command::new(env!("CARGO_BIN_EXE_xiangqi-server"))
        .args([
            "--listen",
            &format!("127.0.0.1:{port}"),
            "--database-url",
            db_url,
            "--accounts-per-address",
            "1000",
            "--stake-min-counted-games",
            "0",
        ])
        .args(extra)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("server binary starts");
    Server(child)
}

async fn register(url: &str, name: &str) -> String {
    let body = serde_json::to_string(&RegisterRequest { name: name.into() }).unwrap();
    let (status, text) =
        xiangqi_online::http::request(url, "POST", "/v1/accounts", None, Some(&body))
            .await
            .unwrap();
    assert_eq!(status, 201, "{text}");
    serde_json::from_str::<Registered>(&text).unwrap().token
}

/// Waits for the `moved` event of ply `ply` (skipping earlier ones).
async fn moved_at(c: &mut Client, ply: u32) -> String {
    c.until(|m| match m {
        ServerMsg::GameEvent {
            event: GameEvent::Moved { ply: p, mv, .. },
            ..
        } if *p == ply => Some(mv.clone()),
        _ => None,
    })
    .await
}

fn random_move(g: &Game, rng: &mut SmallRng) -> Move {
    let moves = g.legal_moves();
    moves.as_slice()[rng.gen_range(0..moves.len())]
}

/// The side to move's client.
fn mover<'a>(red: &'a mut Client, black: &'a mut Client, ply: u32) -> &'a mut Client {
    if ply.is_multiple_of(2) {
        red
    } else {
        black
    }
}

struct Table {
    game: GameId,
    red: Client,
    black: Client,
    /// What the server acknowledged (the mover saw its `moved`).
    acked: Game,
}

async fn kill_9_mid_load_loses_nothing(b: Backend) {
    let Some(db_url) = fresh_db(b).await else {
        return;
    };
    let port = free_port();
    let url = format!("http://127.0.0.1:{port}");
    let mut server = spawn_server(port, &db_url);
    healthy(&url).await;
    let mut rng = SmallRng::seed_from_u64(9);
    let mut tables = Vec::new();
    for k in 0..GAMES {
        let ta = register(&url, &format!("a{k}")).await;
        let tb = register(&url, &format!("b{k}")).await;
        let a = Client::connect(&url, &ta).await.unwrap();
        let b = Client::connect(&url, &tb).await.unwrap();
        let (game, red, black) = start_game(a, b, proposal(10, 5, true, 5)).await;
        let acked = Game::new(GameSetup::Standard, HouseRules::default()).unwrap();
        tables.push(Table {
            game,
            red,
            black,
            acked,
        });
    }
    for _ in 0..ROUNDS {
        for t in tables.iter_mut().filter(|t| !t.acked.is_over()) {
            let mv = random_move(&t.acked, &mut rng);
            let ply = t.acked.ply_count() as u32;
            let mover = mover(&mut t.red, &mut t.black, ply);
            mover.play(t.game, ply, &mv.to_string()).await;
            assert_eq!(moved_at(mover, ply + 1).await, mv.to_string());
            t.acked.play(mv).unwrap();
        }
    }
    // One more move in every game, unacknowledged, and the kill right behind it.
    for t in tables.iter_mut().filter(|t| !t.acked.is_over()) {
        let mv = random_move(&t.acked, &mut rng);
        let ply = t.acked.ply_count() as u32;
        mover(&mut t.red, &mut t.black, ply)
            .play(t.game, ply, &mv.to_string())
            .await;
    }
    server.0.kill().expect("SIGKILL");
    server.0.wait().unwrap();
    let tokens: Vec<(GameId, String, String, Game)> = tables
        .into_iter()
        .map(|t| (t.game, t.red.token, t.black.token, t.acked))
        .collect();
    let mut server = spawn_server(port, &db_url);
    healthy(&url).await;
    let db = xiangqi_server::db::Db::open(&db_url).await.unwrap();
    let (taler, accounts) = db.taler_in_circulation().await.unwrap();
    assert_eq!(
        (taler, accounts),
        (2 * GAMES as i64 * 100, 2 * GAMES as i64),
        "no Taler lost"
    );
    for (game, red_token, black_token, acked) in tokens {
        let stored = db.game(game).await.unwrap().expect("game stored");
        let stored_moves: Vec<String> = stored.moves.iter().map(|m| m.mv.clone()).collect();
        let acked_moves: Vec<String> = acked.moves().iter().map(|m| m.to_string()).collect();
        assert!(
            stored_moves.starts_with(&acked_moves) && stored_moves.len() <= acked_moves.len() + 1,
            "game {game}: acknowledged {acked_moves:?}, stored {stored_moves:?}"
        );
        let mut red = Client::connect(&url, &red_token).await.unwrap();
        let mut black = Client::connect(&url, &black_token).await.unwrap();
        red.open(game, None).await;
        let snap = red.snapshot().await;
        black.open(game, None).await;
        black.snapshot().await;
        assert_eq!(snap.moves, stored_moves);
        match snap.outcome {
            Some(o) => {
                // Ended: only by the rules of the moves (a mate or draw in the last move).
                let replayed = Game::replay(
                    GameSetup::Standard,
                    HouseRules::default(),
                    &snap
                        .moves
                        .iter()
                        .map(|m| Move::parse_iccs(m).unwrap())
                        .collect::<Vec<_>>(),
                )
                .unwrap();
                assert!(
                    replayed.is_over(),
                    "game {game} ended without a reason: {o:?}"
                );
            }
            None => {
                // Continues: the side to move plays on.
                let moves: Vec<Move> = snap
                    .moves
                    .iter()
                    .map(|m| Move::parse_iccs(m).unwrap())
                    .collect();
                let g = Game::replay(GameSetup::Standard, HouseRules::default(), &moves).unwrap();
                let mv = random_move(&g, &mut rng);
                let ply = g.ply_count() as u32;
                let mover = mover(&mut red, &mut black, ply);
                mover.play(game, ply, &mv.to_string()).await;
                assert_eq!(moved_at(mover, ply + 1).await, mv.to_string());
            }
        }
    }
    // A clean stop (SIGTERM drains).
    let pid = server.0.id().to_string();
    let _ = Command::new("kill").args(["-TERM", &pid]).status();
    let status = server.0.wait().unwrap();
    assert!(status.success(), "drained and exited cleanly: {status}");
}

/// `--time-scale` is refused unless explicitly allowed.
#[test]
fn time_scale_needs_to_be_allowed() {
    let out = Command::new(env!("CARGO_BIN_EXE_xiangqi-server"))
        .args(["--listen", "127.0.0.1:0", "--time-scale", "60"])
        .output()
        .expect("server binary runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--allow-time-scale"), "{err}");
}

/// A test server for clients: with `--time-scale 60 --allow-time-scale` its clocks run 60
/// times faster, so a 3+2 game's flag falls about 3 s after the game starts; the welcome
/// says so.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_test_server_runs_fast_clocks() {
    let Some(db_url) = fresh_db(Backend::Sqlite).await else {
        return;
    };
    let port = free_port();
    let url = format!("http://127.0.0.1:{port}");
    let _server = spawn_server_with(port, &db_url, &["--time-scale", "60", "--allow-time-scale"]);
    healthy(&url).await;
    let ta = register(&url, "anna").await;
    let tb = register(&url, "bo").await;
    let mut a = raw_socket(&url, Some(&ta)).await.unwrap();
    use futures_util::StreamExt;
    let Some(Ok(tokio_tungstenite::tungstenite::Message::Text(t))) = a.next().await else {
        panic!("no welcome");
    };
    let ServerMsg::Welcome { limits, .. } = parse_server(t.as_str()).unwrap() else {
        panic!("not a welcome: {t}");
    };
    assert_eq!(limits.time_scale, 60);
    drop(a);
    let a = Client::connect(&url, &ta).await.unwrap();
    let b = Client::connect(&url, &tb).await.unwrap();
    let started = std::time::Instant::now();
    let (game, mut red, mut black) = start_game(a, b, proposal(3, 2, true, 0)).await;
    red.play(game, 0, "h2e2").await;
    assert_eq!(moved_at(&mut black, 1).await, "h2e2");
    // Black never moves: its three minutes are three real seconds.
    let o = red.ended().await;
    assert_eq!(black.ended().await, o);
    assert_eq!(
        (o.result, o.reason),
        (
            xiangqi::game::GameResult::RedWins,
            xiangqi::game::EndReason::Timeout
        )
    );
    let took = started.elapsed();
    assert!(
        took >= Duration::from_millis(2_500) && took < Duration::from_secs(15),
        "{took:?}"
    );
}

fn is_attacker(kind: xiangqi::PieceKind) -> bool {
    use xiangqi::PieceKind::*;
    matches!(kind, Horse | Chariot | Cannon | Soldier)
}

/// Black attackers Red could take after `pos` (Red to move).
fn red_takes(pos: &xiangqi::Position) -> usize {
    pos.legal_moves()
        .as_slice()
        .iter()
        .filter(|m| {
            pos.piece_at(m.to())
                .is_some_and(|p| p.color == xiangqi::Color::Black && is_attacker(p.kind))
        })
        .count()
}

/// A game (found by a seeded greedy search through the core) after which Black has no
/// chariot, horse, cannon or soldier left, Red is to move and the game goes on.
fn black_loses_its_attackers() -> Vec<Move> {
    for seed in 0..200u64 {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut g = Game::new(GameSetup::Standard, HouseRules::default()).unwrap();
        for _ in 0..300 {
            let pos = g.position().clone();
            if !pos.has_attackers(xiangqi::Color::Black)
                && pos.side_to_move() == xiangqi::Color::Red
            {
                return g.moves();
            }
            let moves: Vec<Move> = pos.legal_moves().as_slice().to_vec();
            let mv = if pos.side_to_move() == xiangqi::Color::Red {
                let takes: Vec<Move> = moves
                    .iter()
                    .copied()
                    .filter(|m| pos.piece_at(m.to()).is_some_and(|p| is_attacker(p.kind)))
                    .collect();
                if takes.is_empty() {
                    moves[rng.gen_range(0..moves.len())]
                } else {
                    takes[rng.gen_range(0..takes.len())]
                }
            } else {
                // Black offers its attackers: the move after which Red can take the most.
                let best = moves
                    .iter()
                    .map(|m| red_takes(&pos.with_move(*m)))
                    .max()
                    .unwrap_or(0);
                let offers: Vec<Move> = moves
                    .iter()
                    .copied()
                    .filter(|m| red_takes(&pos.with_move(*m)) == best)
                    .collect();
                offers[rng.gen_range(0..offers.len())]
            };
            if g.play(mv).is_err() || g.is_over() {
                break;
            }
        }
    }
    panic!("no game found where Black loses its attackers");
}

/// The same test server: Black has lost every attacker and Red's flag falls: a draw
/// (timeout_no_attackers), seconds after the last move.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_test_server_shows_the_no_attackers_draw() {
    let moves = black_loses_its_attackers();
    let Some(db_url) = fresh_db(Backend::Sqlite).await else {
        return;
    };
    let port = free_port();
    let url = format!("http://127.0.0.1:{port}");
    let _server = spawn_server_with(port, &db_url, &["--time-scale", "60", "--allow-time-scale"]);
    healthy(&url).await;
    let ta = register(&url, "anna").await;
    let tb = register(&url, "bo").await;
    let a = Client::connect(&url, &ta).await.unwrap();
    let b = Client::connect(&url, &tb).await.unwrap();
    let (game, mut red, mut black) = start_game(a, b, proposal(10, 5, true, 0)).await;
    for (k, mv) in moves.iter().enumerate() {
        let ply = k as u32;
        let text = mv.to_string();
        mover(&mut red, &mut black, ply)
            .play(game, ply, &text)
            .await;
        assert_eq!(moved_at(&mut red, ply + 1).await, text);
        assert_eq!(moved_at(&mut black, ply + 1).await, text);
    }
    // Red never moves again: its clock runs out with Black unable to win.
    let o = red.ended().await;
    assert_eq!(
        (o.result, o.reason),
        (
            xiangqi::game::GameResult::Draw,
            xiangqi::game::EndReason::TimeoutNoAttackers
        )
    );
}
