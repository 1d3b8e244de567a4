//! Load generator: N players in N/2 live games against a running server, each game moving
//! every `--interval-ms` (one move per game per interval, spread evenly), for `--seconds`.
//! Reports moves/s, the latency from a move's send to the opponent's receipt (p50/p99/max),
//! and the server's RSS (`--server-pid`). Every move the server broadcasts was committed
//! first, so the figures include durability.
//!
//! `loadgen --server http://127.0.0.1:8080[,http://...] [--players 10000] [--interval-ms 2000]
//!  [--seconds 60] [--server-pid PID[,PID]] [--prefix NAME]`
//!
//! With several servers (the nodes of a cluster) game k's players connect to nodes k mod n
//! and (k / n) mod n: with two nodes half the games are between players of different nodes.
//! (raise `ulimit -n` above the player count for both processes; start the server with
//! `--accounts-per-address` above the player count: they all register from one address).

use futures_util::{SinkExt, StreamExt};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;
use xiangqi::game::{Game, GameSetup, HouseRules};
use xiangqi::Color;
use xiangqi_online::protocol::*;

/// Concurrent registrations and connection set-ups.
const SETUP_CONCURRENCY: usize = 64;
/// Client socket buffers (the defaults are 128 KiB per socket).
const CLIENT_BUFFER: usize = 4096;
/// Challenges sent again while the lobby has not yet heard of the opponent (in a cluster it
/// hears of players on other nodes over NATS), and the pause between them.
const CHALLENGE_TRIES: u32 = 100;
const CHALLENGE_RETRY_MS: u64 = 20;

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

struct Args {
    servers: Vec<String>,
    players: usize,
    interval_ms: u64,
    seconds: u64,
    server_pids: Vec<u32>,
    prefix: String,
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args {
        servers: vec!["http://127.0.0.1:8080".into()],
        players: 10_000,
        interval_ms: 2_000,
        seconds: 60,
        server_pids: Vec::new(),
        prefix: format!("lg{}", std::process::id()),
    };
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let mut it = argv.iter();
    while let Some(k) = it.next() {
        let mut v = || it.next().cloned().ok_or(format!("{k} needs a value"));
        match k.as_str() {
            "--server" => a.servers = v()?.split(',').map(str::to_string).collect(),
            "--players" => a.players = v()?.parse().map_err(|e| format!("{e}"))?,
            "--interval-ms" => a.interval_ms = v()?.parse().map_err(|e| format!("{e}"))?,
            "--seconds" => a.seconds = v()?.parse().map_err(|e| format!("{e}"))?,
            "--server-pid" => {
                a.server_pids = v()?
                    .split(',')
                    .map(|p| p.parse().map_err(|e| format!("{e}")))
                    .collect::<Result<_, _>>()?
            }
            "--prefix" => a.prefix = v()?,
            other => return Err(format!("unknown argument {other}")),
        }
    }
    if a.players < 2 || !a.players.is_multiple_of(2) {
        return Err("--players must be even and at least 2".into());
    }
    Ok(a)
}

/// The servers' RSS summed (`None` without pids, or when one cannot be read).
fn rss_all_kb(pids: &[u32]) -> Option<u64> {
    if pids.is_empty() {
        return None;
    }
    pids.iter().map(|p| rss_kb(*p)).sum()
}

fn rss_kb(pid: u32) -> Option<u64> {
    let s = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = s.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

async fn register(server: &str, name: &str) -> Result<String, String> {
    let body =
        serde_json::to_string(&RegisterRequest { name: name.into() }).map_err(|e| e.to_string())?;
    let (status, text) =
        xiangqi_online::http::request(server, "POST", "/v1/accounts", None, Some(&body))
            .await
            .map_err(|e| e.to_string())?;
    if status != 201 {
        return Err(format!("register {name}: {status} {text}"));
    }
    let r: Registered = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    Ok(r.token)
}

async fn connect(server: &str, token: &str) -> Result<Ws, String> {
    let url = format!("{}/v1/play", server.replacen("http://", "ws://", 1));
    let mut req = url.into_client_request().map_err(|e| e.to_string())?;
    req.headers_mut().insert(
        "Authorization",
        format!("Bearer {token}").parse().map_err(|_| "token")?,
    );
    let config = WebSocketConfig::default()
        .read_buffer_size(CLIENT_BUFFER)
        .write_buffer_size(0);
    let (ws, _) = tokio_tungstenite::connect_async_with_config(req, Some(config), true)
        .await
        .map_err(|e| e.to_string())?;
    Ok(ws)
}

async fn send(ws: &mut Ws, msg: &ClientMsg) -> Result<(), String> {
    let t = serde_json::to_string(msg).map_err(|e| e.to_string())?;
    ws.send(Message::Text(t.into()))
        .await
        .map_err(|e| e.to_string())
}

async fn recv(ws: &mut Ws) -> Result<ServerMsg, String> {
    loop {
        match ws.next().await {
            Some(Ok(Message::Text(t))) => {
                return parse_server(t.as_str()).map_err(|e| e.to_string())
            }
            Some(Ok(_)) => continue,
            Some(Err(e)) => return Err(e.to_string()),
            None => return Err("closed".into()),
        }
    }
}

async fn until<T>(ws: &mut Ws, mut f: impl FnMut(&ServerMsg) -> Option<T>) -> Result<T, String> {
    loop {
        let m = recv(ws).await?;
        if let ServerMsg::Error { code, message, .. } = &m {
            return Err(format!("{code:?}: {message}"));
        }
        if let Some(t) = f(&m) {
            return Ok(t);
        }
    }
}

#[derive(Default)]
struct Stats {
    latencies_us: Mutex<Vec<u32>>,
    moves: AtomicU64,
    errors: AtomicU64,
    ended: AtomicU64,
}

/// Sets up one game between two fresh players and returns both sockets (red first).
async fn setup_game(
    servers: &[String],
    prefix: &str,
    k: usize,
) -> Result<(GameId, Ws, Ws), String> {
    let (na, nb) = (format!("{prefix}a{k}"), format!("{prefix}b{k}"));
    let n = servers.len();
    let (sa, sb) = (&servers[k % n], &servers[(k / n) % n]);
    let ta = register(sa, &na).await?;
    let tb = register(sb, &nb).await?;
    let mut a = connect(sa, &ta).await?;
    let mut b = connect(sb, &tb).await?;
    until(&mut a, |m| {
        matches!(m, ServerMsg::Welcome { .. }).then_some(())
    })
    .await?;
    until(&mut b, |m| {
        matches!(m, ServerMsg::Welcome { .. }).then_some(())
    })
    .await?;
    let proposal = Proposal {
        time_control: TimeControl {
            minutes: 45,
            increment: 15,
        },
        rated: false,
        stake: 0,
    };
    let mut tries = 0;
    loop {
        let challenge = ClientMsg::Challenge {
            to: nb.clone(),
            proposal,
        };
        send(&mut a, &challenge).await?;
        let seen = until(&mut a, |m| {
            matches!(m, ServerMsg::Challenge { .. }).then_some(())
        })
        .await;
        match seen {
            Ok(()) => break,
            Err(e) if e.starts_with("Offline") && tries < CHALLENGE_TRIES => {
                tries += 1;
                tokio::time::sleep(Duration::from_millis(CHALLENGE_RETRY_MS)).await;
            }
            Err(e) => return Err(e),
        }
    }
    let ch = until(&mut b, |m| match m {
        ServerMsg::Challenge { challenge } => Some(challenge.clone()),
        _ => None,
    })
    .await?;
    send(
        &mut b,
        &ClientMsg::Accept {
            challenge: ch.id,
            revision: ch.revision,
        },
    )
    .await?;
    let (game, color) = until(&mut a, |m| match m {
        ServerMsg::GameStarted { game, color } => Some((*game, *color)),
        _ => None,
    })
    .await?;
    until(&mut b, |m| {
        matches!(m, ServerMsg::GameStarted { .. }).then_some(())
    })
    .await?;
    // The server follows the new game for both players: its snapshot comes unasked.
    for ws in [&mut a, &mut b] {
        until(ws, |m| {
            matches!(m, ServerMsg::GameSnapshot { .. }).then_some(())
        })
        .await?;
    }
    Ok(if color == Color::Red {
        (game, a, b)
    } else {
        (game, b, a)
    })
}

/// Plays one game: a random legal move every `interval`, timing each until the opponent
/// has it.
/// When a game moves: first after `offset`, then every `interval`, until `until`.
struct Schedule {
    offset: Duration,
    interval: Duration,
    until: Instant,
}

async fn drive(
    game: GameId,
    mut red: Ws,
    mut black: Ws,
    when: Schedule,
    stats: Arc<Stats>,
    seed: u64,
) {
    let Schedule {
        offset,
        interval,
        until: until_t,
    } = when;
    let mut rng = SmallRng::seed_from_u64(seed);
    let Ok(mut g) = Game::new(GameSetup::Standard, HouseRules::default()) else {
        return;
    };
    let mut next = tokio::time::Instant::now() + offset;
    loop {
        tokio::time::sleep_until(next).await;
        next += interval;
        if Instant::now() >= until_t || g.is_over() {
            break;
        }
        let moves = g.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves.as_slice()[rng.gen_range(0..moves.len())];
        let ply = g.ply_count() as u32;
        let (mover, other) = if ply.is_multiple_of(2) {
            (&mut red, &mut black)
        } else {
            (&mut black, &mut red)
        };
        let sent = Instant::now();
        let msg = ClientMsg::Move {
            game,
            ply,
            mv: mv.to_string(),
            lag_ms: None,
        };
        if send(mover, &msg).await.is_err() {
            stats.errors.fetch_add(1, Ordering::Relaxed);
            break;
        }
        let got = until(other, |m| match m {
            ServerMsg::GameEvent {
                event: GameEvent::Moved { ply: p, .. },
                ..
            } if *p == ply + 1 => Some(()),
            _ => None,
        })
        .await;
        if got.is_err() {
            stats.errors.fetch_add(1, Ordering::Relaxed);
            break;
        }
        let us = sent.elapsed().as_micros().min(u32::MAX as u128) as u32;
        stats
            .latencies_us
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(us);
        stats.moves.fetch_add(1, Ordering::Relaxed);
        // The mover's own copy (its acknowledgement).
        let _ = until(mover, |m| match m {
            ServerMsg::GameEvent {
                event: GameEvent::Moved { ply: p, .. },
                ..
            } if *p == ply + 1 => Some(()),
            _ => None,
        })
        .await;
        if g.play(mv).is_err() {
            break;
        }
        if g.is_over() {
            stats.ended.fetch_add(1, Ordering::Relaxed);
        }
    }
    // Keep the sockets open until the end of the run (connected players count).
    tokio::time::sleep_until(tokio::time::Instant::from_std(until_t)).await;
    let _ = red.close(None).await;
    let _ = black.close(None).await;
}

fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let k = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    f64::from(sorted[k]) / 1000.0
}

fn main() {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("loadgen: {e}");
            std::process::exit(2);
        }
    };
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    rt.block_on(run(args));
}

async fn run(args: Args) {
    let games = args.players / 2;
    let t0 = Instant::now();
    let sem = Arc::new(tokio::sync::Semaphore::new(SETUP_CONCURRENCY));
    let mut set = tokio::task::JoinSet::new();
    for k in 0..games {
        let (servers, prefix, sem) = (args.servers.clone(), args.prefix.clone(), sem.clone());
        set.spawn(async move {
            let _permit = sem.acquire().await;
            (k, setup_game(&servers, &prefix, k).await)
        });
    }
    let mut ready = Vec::with_capacity(games);
    while let Some(r) = set.join_next().await {
        match r {
            Ok((k, Ok(g))) => ready.push((k, g)),
            Ok((k, Err(e))) => eprintln!("game {k}: {e}"),
            Err(e) => eprintln!("setup task: {e}"),
        }
    }
    let setup_s = t0.elapsed().as_secs_f64();
    let rss_before = rss_all_kb(&args.server_pids);
    println!(
        "setup: {} games ({} players) in {setup_s:.1} s; server RSS {} MB",
        ready.len(),
        2 * ready.len(),
        rss_before.map_or("?".into(), |k| format!("{:.1}", k as f64 / 1024.0))
    );
    let stats = Arc::new(Stats::default());
    let interval = Duration::from_millis(args.interval_ms);
    let start = Instant::now();
    let end = start + Duration::from_secs(args.seconds);
    let n = ready.len().max(1);
    let mut drivers = tokio::task::JoinSet::new();
    for (i, (k, (game, red, black))) in ready.into_iter().enumerate() {
        let offset = interval.mul_f64(i as f64 / n as f64);
        let when = Schedule {
            offset,
            interval,
            until: end,
        };
        drivers.spawn(drive(game, red, black, when, stats.clone(), k as u64));
    }
    let mut peak_rss = 0u64;
    let mut last = (Instant::now(), 0u64);
    while Instant::now() < end {
        tokio::time::sleep(Duration::from_secs(5)).await;
        let moves = stats.moves.load(Ordering::Relaxed);
        let rate = (moves - last.1) as f64 / last.0.elapsed().as_secs_f64();
        last = (Instant::now(), moves);
        let rss = rss_all_kb(&args.server_pids).unwrap_or(0);
        peak_rss = peak_rss.max(rss);
        println!(
            "t={:>4.0}s moves/s {rate:>7.0} server RSS {:.1} MB errors {}",
            start.elapsed().as_secs_f64(),
            rss as f64 / 1024.0,
            stats.errors.load(Ordering::Relaxed)
        );
    }
    let rss_at_end = rss_all_kb(&args.server_pids).unwrap_or(0);
    peak_rss = peak_rss.max(rss_at_end);
    while drivers.join_next().await.is_some() {}
    let elapsed = start.elapsed().as_secs_f64();
    let mut lat =
        std::mem::take(&mut *stats.latencies_us.lock().unwrap_or_else(|e| e.into_inner()));
    lat.sort_unstable();
    let moves = stats.moves.load(Ordering::Relaxed);
    let players = 2 * n as u64;
    println!(
        "result: {players} players, {n} games, {moves} moves in {elapsed:.1} s = {:.0} moves/s; \
         latency p50 {:.2} ms p99 {:.2} ms max {:.2} ms; server RSS peak {:.1} MB = {:.1} KB/player; \
         errors {}, games ended by the rules {}",
        moves as f64 / elapsed,
        percentile(&lat, 0.50),
        percentile(&lat, 0.99),
        percentile(&lat, 1.0),
        peak_rss as f64 / 1024.0,
        peak_rss as f64 / players as f64,
        stats.errors.load(Ordering::Relaxed),
        stats.ended.load(Ordering::Relaxed),
    );
}
