//! `xiangqi play` online: two terminals sign in on a server running on loopback, one
//! challenges the other, and they play a rated game to checkmate, each typing its moves and
//! seeing the other's arrive.

use std::io::{BufReader, Read, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// A safety net for a session that never prints what is waited for (a failing test).
const PRINT_TIMEOUT: Duration = Duration::from_secs(30);

fn temp_dir(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "xq-cli-online-{tag}-{}-{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// One terminal: what it printed so far arrives through a reader thread.
struct Terminal {
    child: Child,
    input: ChildStdin,
    output: mpsc::Receiver<u8>,
    /// Everything printed so far, and how much of it was looked at.
    seen: String,
    read: usize,
}

impl Terminal {
    fn start(db: &str, server: &str) -> Terminal {
        let mut child = Command::new(env!("CARGO_BIN_EXE_xiangqi"))
            .args([
                "play",
                "--db",
                db,
                "--server",
                server,
                "--lang",
                "en",
                "--notation",
                "iccs",
            ])
            .env_remove("LC_ALL")
            .env("LANG", "C.UTF-8")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("run xiangqi");
        let input = child.stdin.take().unwrap();
        let stdout: ChildStdout = child.stdout.take().unwrap();
        let (tx, output) = mpsc::channel();
        std::thread::spawn(move || {
            for byte in BufReader::new(stdout).bytes() {
                match byte {
                    Ok(b) if tx.send(b).is_ok() => {}
                    _ => break,
                }
            }
        });
        Terminal {
            child,
            input,
            output,
            seen: String::new(),
            read: 0,
        }
    }

    /// Waits until `needle` is printed after what was looked at; returns the text up to it.
    fn wait_for(&mut self, needle: &str) -> String {
        let mut bytes = Vec::new();
        loop {
            if let Some(at) = self.seen[self.read..].find(needle) {
                let end = self.read + at + needle.len();
                let text = self.seen[self.read..end].to_string();
                self.read = end;
                return text;
            }
            match self.output.recv_timeout(PRINT_TIMEOUT) {
                Ok(b) => {
                    bytes.push(b);
                    if let Ok(s) = std::str::from_utf8(&bytes) {
                        self.seen.push_str(s);
                        bytes.clear();
                    }
                }
                Err(_) => {
                    let mut from = self.seen.len().saturating_sub(3000);
                    while !self.seen.is_char_boundary(from) {
                        from += 1;
                    }
                    panic!(
                        "{needle:?} was not printed; the last output:\n{}",
                        &self.seen[from..]
                    )
                }
            }
        }
    }

    fn say(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
    }

    /// The number printed before `label` in the last screen (`  7) label` or `[7] label`).
    fn number_of(&self, label: &str) -> String {
        let line = self.seen[..self.read]
            .lines()
            .rev()
            .find(|l| l.contains(label))
            .unwrap_or_else(|| panic!("no {label:?} in:\n{}", self.seen));
        let before = &line[..line.find(label).unwrap()];
        let digits: String = before
            .chars()
            .rev()
            .skip_while(|c| !c.is_ascii_digit())
            .take_while(|c| c.is_ascii_digit())
            .collect();
        digits.chars().rev().collect()
    }

    fn pick(&mut self, label: &str) {
        let n = self.number_of(label);
        self.say(&n);
    }

    fn quit(mut self) {
        self.say("quit");
        let _ = self.child.wait();
    }
}

fn sign_in(t: &mut Terminal, name: &str) {
    // Online play is a row of the More tab (the tabs are opened by name, not by number).
    t.wait_for("> ");
    t.say("More");
    t.wait_for("[More]");
    t.wait_for("> ");
    t.pick("Play online");
    t.wait_for("Name:");
    t.wait_for("> ");
    let field = t.number_of("Name:");
    t.say(&format!("{field} {name}"));
    // The field's line printed again with the name (not the echo of the typed line), so the
    // Sign in button is read from the screen where it works.
    t.wait_for(&format!("Name: {name}"));
    t.wait_for("> ");
    t.pick("Sign in");
    // The hub's connection word once the server has answered ("Connecting …" before), over
    // the account's line (the prompt may be printed just before it).
    t.wait_for(&format!("Online\n{name} · Elo"));
}

#[test]
fn two_terminals_sign_in_and_play_a_rated_game_through_the_server() {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .unwrap();
    let dir = temp_dir("game");
    let db_url = format!("sqlite:{}", dir.join("server.db").display());
    let mut config = xiangqi_server::Config::new("127.0.0.1:0".parse().unwrap(), db_url);
    config.stake_min_counted_games = 0;
    let server = rt
        .block_on(xiangqi_server::start(config))
        .expect("the server starts");
    let url = format!("http://{}", server.addr);

    let mut ann = Terminal::start(&dir.join("ann.db").display().to_string(), &url);
    let mut bo = Terminal::start(&dir.join("bo.db").display().to_string(), &url);
    sign_in(&mut ann, "Ann");
    sign_in(&mut bo, "Bo");

    // Lobby rows and challenges arrive while the prompt waits: picked as soon as printed.
    // (The hub's challenge card has its own Accept: the opened challenge's is waited for.)
    ann.wait_for(") Bo – Elo");
    ann.pick(") Bo – Elo");
    ann.wait_for("== Challenge to Bo ==");
    ann.wait_for("] Challenge");
    ann.pick("] Challenge");
    bo.wait_for(") Ann challenges you");
    bo.pick(") Ann challenges you");
    bo.wait_for("== Ann challenges you ==");
    bo.wait_for("] Accept");
    bo.pick("] Accept");
    ann.wait_for("Red to move");
    bo.wait_for("Red to move");

    // The challenger plays Red in the pair's first game; ten plies and a mate, so it counts.
    let moves = [
        "h0g2", "h9g7", "i0h0", "i9h9", "g3g4", "g6g5", "b2c2", "b7c7", "c2c6", "f9e8", "c6c9",
    ];
    for (i, mv) in moves.iter().enumerate() {
        let (mover, other, next) = if i % 2 == 0 {
            (&mut ann, &mut bo, "Black to move")
        } else {
            (&mut bo, &mut ann, "Red to move")
        };
        mover.say(mv);
        if i + 1 < moves.len() {
            other.wait_for(next);
        }
    }
    ann.wait_for("Won – Checkmate");
    bo.wait_for("Lost – Checkmate");
    bo.wait_for("Points -10");
    ann.wait_for("Points +10");
    ann.quit();
    bo.quit();
    rt.block_on(server.stop());
    let _ = std::fs::remove_dir_all(&dir);
}
