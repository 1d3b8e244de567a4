//! `xiangqi-server [--listen ADDR:PORT] [--database-url sqlite:PATH|postgres://...]`
//!
//! With `--nats URL --node NAME` (and PostgreSQL) it is one node of a cluster
//! ([`xiangqi_server::cluster`]).
//!
//! Listens on 127.0.0.1:8080 with its SQLite file in the user's data directory by default;
//! SIGTERM (or Ctrl-C) drains and exits cleanly.

use std::net::SocketAddr;
use std::process::ExitCode;
use xiangqi_server::time::{ServerClock, MAX_TIME_SCALE};
use xiangqi_server::{log, Config, LEASE_MS};

/// The shortest accepted `--lease-ms` (a test's: renewals every third of it must still fit).
const MIN_LEASE_MS: u64 = 300;

const DEFAULT_LISTEN: &str = "127.0.0.1:8080";
const USAGE: &str =
    "usage: xiangqi-server [--listen ADDR:PORT] [--database-url sqlite:PATH|postgres://...]
  [--node NAME] [--nats URL] [--lease-ms N] [--accounts-per-address N] [--stake-min-counted-games N] [--staked-games-per-pair N]
  [--time-scale N --allow-time-scale]   (a test server for clients: clocks run N times faster)";

fn default_database_url() -> String {
    format!(
        "sqlite:{}",
        xiangqi_online::data_dir().join("server.db").display()
    )
}

fn parse_args(args: &[String]) -> Result<Config, String> {
    let mut listen: SocketAddr = DEFAULT_LISTEN.parse().map_err(|e| format!("{e}"))?;
    let mut url = None;
    let mut tune: Vec<(&str, u32)> = Vec::new();
    let mut time_scale = 1;
    let mut allow_time_scale = false;
    let mut node = None;
    let mut nats = None;
    let mut lease_ms = LEASE_MS;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--listen" => {
                let v = it.next().ok_or("--listen needs ADDR:PORT")?;
                listen = v
                    .parse()
                    .map_err(|_| format!("bad --listen {v:?} (use ADDR:PORT)"))?;
            }
            "--database-url" => {
                url = Some(it.next().ok_or("--database-url needs a URL")?.clone());
            }
            flag @ ("--accounts-per-address"
            | "--stake-min-counted-games"
            | "--staked-games-per-pair"
            | "--time-scale") => {
                let v = it.next().ok_or(format!("{flag} needs a number"))?;
                let n: u32 = v.parse().map_err(|_| format!("bad {flag} {v:?}"))?;
                if flag == "--time-scale" {
                    time_scale = n;
                } else {
                    tune.push((flag, n));
                }
            }
            "--allow-time-scale" => allow_time_scale = true,
            "--node" => node = Some(it.next().ok_or("--node needs a name")?.clone()),
            "--nats" => nats = Some(it.next().ok_or("--nats needs a URL")?.clone()),
            "--lease-ms" => {
                let v = it.next().ok_or("--lease-ms needs a number")?;
                let n: u64 = v.parse().map_err(|_| format!("bad --lease-ms {v:?}"))?;
                if !(MIN_LEASE_MS..=LEASE_MS).contains(&n) {
                    return Err(format!("--lease-ms must be {MIN_LEASE_MS}..={LEASE_MS}"));
                }
                lease_ms = n;
            }
            "--help" | "-h" => return Err(USAGE.to_string()),
            other => return Err(format!("unknown argument {other:?}\n{USAGE}")),
        }
    }
    let mut config = Config::new(listen, url.unwrap_or_else(default_database_url));
    if let Some(n) = node {
        config.node = n;
    }
    if nats.is_some() && config.node == xiangqi_server::SINGLE_NODE {
        // Two nodes under one name would renew each other's leases.
        return Err("--nats needs --node NAME (a name unique in the cluster)".into());
    }
    config.nats = nats;
    config.lease_ms = lease_ms;
    for (flag, n) in tune {
        match flag {
            "--accounts-per-address" => config.accounts_per_address = n,
            "--stake-min-counted-games" => config.stake_min_counted_games = n,
            _ => config.staked_games_per_pair = n,
        }
    }
    if time_scale != 1 {
        // Never by accident: a fast clock makes every game of the server a blitz.
        if !allow_time_scale {
            return Err("--time-scale is for a client's tests only: add --allow-time-scale".into());
        }
        if time_scale == 0 || time_scale > MAX_TIME_SCALE {
            return Err(format!("--time-scale must be 1..={MAX_TIME_SCALE}"));
        }
        config.clock = ServerClock::scaled(time_scale);
    }
    Ok(config)
}

async fn terminated() {
    use tokio::signal::unix::{signal, SignalKind};
    match signal(SignalKind::terminate()) {
        Ok(mut term) => {
            tokio::select! {
                _ = term.recv() => {}
                _ = tokio::signal::ctrl_c() => {}
            }
        }
        Err(_) => {
            let _ = tokio::signal::ctrl_c().await;
        }
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let config = match parse_args(&args) {
        Ok(c) => c,
        Err(m) => {
            eprintln!("{m}");
            return ExitCode::from(2);
        }
    };
    let rt = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("xiangqi-server: {e}");
            return ExitCode::from(1);
        }
    };
    rt.block_on(async move {
        let running = match xiangqi_server::start(config).await {
            Ok(r) => r,
            Err(e) => {
                log::error("start_failed", serde_json::json!({"error": e.to_string()}));
                return ExitCode::from(1);
            }
        };
        terminated().await;
        log::info("draining", serde_json::Value::Null);
        running.stop().await;
        ExitCode::SUCCESS
    })
}
