//! One owner task per live game: it alone applies moves (through the core's rules), runs
//! the clock, commits every change before announcing it, and ends the game by the rules, on
//! time, by agreement, resignation or forfeit.
//!
//! # Clock
//! Each side has its remaining time; the side to move's time runs from `turn_started`. A move
//! charges the time used minus a lag allowance (see [`LAG_QUOTA_START_MS`]) and adds the
//! increment. The owner sleeps until the deadline of the side to move (plus the allowance it
//! could still claim), so a flag falls when the deadline passes, with no message needed.

use crate::bus::{AccountId, ConnId, Frame, GameAction, GameCmd, Topic};
use crate::committer::{Finish, Op};
use crate::db::StoredGame;
use crate::lobby::LobbyCmd;
use crate::rating;
use crate::Shared;
use std::collections::{HashSet, VecDeque};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use tokio::sync::mpsc;
use xiangqi::game::{Game, GameSetup, GameState, HouseRules};
use xiangqi::{Color, Move};
use xiangqi_online::protocol::{
    Absence, ClockView, ErrorCode, GameEvent, GameId, GamePlayer, GameView, Offer, Outcome,
    ServerMsg, TimeControl,
};

/// How long a player whose connections are all gone has to come back before forfeiting.
pub const DISCONNECT_GRACE_MS: u64 = 60_000;
/// Lag allowance (after lichess's lag quota): each move may be credited up to the player's
/// quota (never more than [`LAG_COMP_MAX_MS`]) of its reported network delay; the quota
/// starts here, grows by [`LAG_QUOTA_GAIN_MS`] per move and never exceeds
/// [`LAG_QUOTA_MAX_MS`], so a client claiming lag on every move gains little.
pub const LAG_QUOTA_START_MS: u64 = 300;
pub const LAG_QUOTA_GAIN_MS: u64 = 100;
pub const LAG_QUOTA_MAX_MS: u64 = 1_000;
pub const LAG_COMP_MAX_MS: u64 = 500;
/// An owner renews its lease alone when less than this fraction (1/N) of a lease is left.
const LEASE_MARGIN_DIVISOR: u64 = 4;
/// Events kept for replay on resume; older gaps get a snapshot.
pub const MAX_REPLAY_EVENTS: usize = 256;
/// Tries to commit a game's end before the owner gives up (the game then resumes after a
/// restart and ends again).
const FINISH_COMMIT_TRIES: u32 = 3;

/// Who plays and on what terms (sent to the node that starts the game, in a cluster).
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct GameSpec {
    pub id: GameId,
    pub red: (AccountId, GamePlayer),
    pub black: (AccountId, GamePlayer),
    pub time_control: TimeControl,
    pub rated: bool,
    pub stake: u64,
    pub started_ms: u64,
}

struct Seat {
    account: AccountId,
    player: GamePlayer,
    conns: HashSet<ConnId>,
    /// When the player forfeits unless one of its connections shows up.
    absent_until: Option<u64>,
    /// The absence was announced (a `presence` event, `absent` in snapshots). A new game's
    /// players have a grace period to arrive without being called absent: their
    /// connections follow the game within moments.
    absence_announced: bool,
    lag_quota: u64,
}

struct Owner {
    shared: Arc<Shared>,
    spec: GameSpec,
    /// The fencing epoch of this owner's lease: every write carries it.
    epoch: u64,
    /// Another owner took the game over (a write was fenced): this one stops.
    fenced: bool,
    /// Taken over from another node: the followers get a fresh snapshot first.
    announce: bool,
    game: Game,
    remaining: [u64; 2],
    turn_started: u64,
    version: u64,
    log: VecDeque<(u64, Frame)>,
    /// The oldest version a resume may start from (events after it are in `log`).
    log_base: u64,
    draw_offer: Option<Color>,
    takeback_offer: Option<Color>,
    seats: [Seat; 2],
    outcome: Option<Outcome>,
}

/// How a new owner regards the players before their connections show up.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Arrival {
    /// A new game: a grace period to arrive, not announced.
    Expected,
    /// After a restart every connection was closed: absent, announced.
    Absent,
    /// A takeover: the followers on the nodes that stayed up never left, and the new owner
    /// cannot tell who they are. Nobody is called absent (a player who is gone loses on time).
    Unknown,
}

fn seat(account: AccountId, player: GamePlayer, now: u64, arrival: Arrival) -> Seat {
    Seat {
        account,
        player,
        conns: HashSet::new(),
        absent_until: (arrival != Arrival::Unknown).then_some(now + DISCONNECT_GRACE_MS),
        absence_announced: arrival == Arrival::Absent,
        lag_quota: LAG_QUOTA_START_MS,
    }
}

/// Starts the owner of a new game (already committed).
pub fn spawn_new(shared: Arc<Shared>, spec: GameSpec) {
    let now = shared.clock.now_ms();
    let base = spec.time_control.base_ms();
    let game = match Game::new(GameSetup::Standard, HouseRules::default()) {
        Ok(g) => g,
        Err(e) => {
            crate::log::error("game_setup", serde_json::json!({"error": e.to_string()}));
            return;
        }
    };
    // The start's commit gave this node the lease at epoch 1.
    shared.set_lease(spec.id, Some(spec.started_ms + shared.config.lease_ms));
    Owner::new(
        shared,
        spec,
        game,
        [base, base],
        0,
        now,
        1,
        Arrival::Expected,
    )
    .spawn();
}

/// Resumes a live game after a restart: the moves are replayed through the core, the clocks
/// continue from the last committed move (the time the server was down is not charged) and
/// both players get a fresh grace period to come back.
pub fn spawn_restored(shared: Arc<Shared>, stored: StoredGame, epoch: u64, lease_until: u64) {
    restore(shared, stored, epoch, lease_until, false);
}

/// Resumes a live game taken over from a node whose lease ran out (as after a restart; the
/// time the game had no owner is not charged), and sends its followers a snapshot.
pub fn spawn_taken_over(shared: Arc<Shared>, stored: StoredGame, epoch: u64, lease_until: u64) {
    restore(shared, stored, epoch, lease_until, true);
}

fn restore(shared: Arc<Shared>, stored: StoredGame, epoch: u64, lease_until: u64, announce: bool) {
    let now = shared.clock.now_ms();
    let mut moves = Vec::with_capacity(stored.moves.len());
    for m in &stored.moves {
        match Move::parse_iccs(&m.mv) {
            Ok(mv) => moves.push(mv),
            Err(_) => {
                crate::log::error("restore_bad_move", serde_json::json!({"game": stored.id}));
                return;
            }
        }
    }
    let game = match Game::replay(GameSetup::Standard, HouseRules::default(), &moves) {
        Ok(g) => g,
        Err(e) => {
            crate::log::error(
                "restore_replay",
                serde_json::json!({"game": stored.id, "error": e.to_string()}),
            );
            return;
        }
    };
    let base = stored.time_control.base_ms();
    let (remaining, committed) = match stored.moves.last() {
        Some(m) => ([m.red_ms, m.black_ms], m.version),
        None => ([base, base], 0),
    };
    let version = restored_version(committed, epoch);
    let spec = GameSpec {
        id: stored.id,
        red: (stored.red_id, stored.red.clone()),
        black: (stored.black_id, stored.black.clone()),
        time_control: stored.time_control,
        rated: stored.rated,
        stake: stored.stake,
        started_ms: stored.started_ms,
    };
    shared.set_lease(spec.id, Some(lease_until));
    let arrival = if announce {
        Arrival::Unknown
    } else {
        Arrival::Absent
    };
    let mut owner = Owner::new(shared, spec, game, remaining, version, now, epoch, arrival);
    owner.announce = announce;
    owner.spawn();
}

/// How far apart the versions of successive owners of one game start (see
/// [`restored_version`]).
pub const RESTORED_VERSION_STRIDE: u64 = 1 << 32;

/// The first version of an owner that restores a game from the store (after a restart or a
/// takeover with fencing `epoch`). Events after the last committed move (presence, offers)
/// are not stored, so the numbers the previous owner gave them are unknown; reusing them
/// would let a client that resumes from one of them miss the new events under the same
/// numbers. Starting above every number an earlier epoch can have used makes the step a gap
/// that every client answers by opening the game again, which brings a snapshot.
fn restored_version(last_committed: u64, epoch: u64) -> u64 {
    last_committed.max(epoch.saturating_mul(RESTORED_VERSION_STRIDE))
}

impl Owner {
    /// An owner at `version` with `remaining` clock times; the side to move's turn starts
    /// `now`, and the players are regarded as `arrival` says until they show up.
    #[allow(clippy::too_many_arguments)]
    fn new(
        shared: Arc<Shared>,
        spec: GameSpec,
        game: Game,
        remaining: [u64; 2],
        version: u64,
        now: u64,
        epoch: u64,
        arrival: Arrival,
    ) -> Owner {
        Owner {
            epoch,
            fenced: false,
            announce: false,
            seats: [
                seat(spec.red.0, spec.red.1.clone(), now, arrival),
                seat(spec.black.0, spec.black.1.clone(), now, arrival),
            ],
            shared,
            game,
            remaining,
            turn_started: now,
            version,
            log: VecDeque::new(),
            log_base: version,
            draw_offer: None,
            takeback_offer: None,
            outcome: None,
            spec,
        }
    }

    fn spawn(self) {
        let (tx, rx) = mpsc::unbounded_channel();
        self.shared.bus.register_game(self.spec.id, tx);
        self.shared
            .metrics
            .live_games
            .fetch_add(1, Ordering::Relaxed);
        tokio::spawn(self.run(rx));
    }

    async fn run(mut self, mut rx: mpsc::UnboundedReceiver<GameCmd>) {
        let shared = self.shared.clone();
        let _alive = shared.tasks.guard();
        let mut shutdown = self.shared.shutdown.clone();
        // A game already decided by its moves (a crash between the last move and the end).
        if self.announce {
            let now = self.shared.clock.now_ms();
            let frame = crate::encode(&ServerMsg::GameSnapshot {
                game: self.snapshot(now),
            });
            self.shared.bus.publish(Topic::Game(self.spec.id), frame);
        }
        if self.game.is_over() {
            self.finish(self.game.state()).await;
        }
        while self.outcome.is_none() && !self.fenced {
            let deadline = self.next_deadline();
            let clock = self.shared.clock.clone();
            tokio::select! {
                cmd = rx.recv() => match cmd {
                    Some(cmd) => {
                        if !self.lease_ok().await {
                            self.hand_over(cmd, &mut rx);
                        } else if self.shared.cluster.is_some() {
                            let copy = cmd.clone();
                            self.handle(cmd).await;
                            if self.fenced {
                                // Its write was fenced: the new owner plays it.
                                self.hand_over(copy, &mut rx);
                            }
                        } else {
                            self.handle(cmd).await;
                        }
                    }
                    None => break,
                },
                _ = clock.sleep_until(deadline) => {
                    if self.lease_ok().await {
                        self.on_time().await;
                    }
                }
                _ = shutdown.changed() => break,
            }
        }
        self.shared.set_lease(self.spec.id, None);
        self.shared.bus.unregister_game(self.spec.id);
        self.shared
            .metrics
            .live_games
            .fetch_sub(1, Ordering::Relaxed);
    }

    /// In a cluster: whether this owner's lease still runs (renewed for this game alone when
    /// the node's renewal has not covered it lately, e.g. after the process was frozen). An
    /// owner whose lease was taken stops before it publishes anything; its writes would be
    /// fenced anyway.
    async fn lease_ok(&mut self) -> bool {
        if self.shared.cluster.is_none() {
            return true;
        }
        let lease = self.shared.config.lease_ms;
        let now = self.shared.clock.now_ms();
        if now + lease / LEASE_MARGIN_DIVISOR < self.shared.lease_until(self.spec.id) {
            return true;
        }
        let renewed = self
            .shared
            .db
            .renew_lease(
                self.spec.id,
                &self.shared.config.node,
                self.epoch,
                now + lease,
            )
            .await;
        if let Ok(true) = renewed {
            self.shared.set_lease(self.spec.id, Some(now + lease));
            return true;
        }
        crate::log::error(
            "lease_lost",
            serde_json::json!({"game": self.spec.id, "epoch": self.epoch}),
        );
        self.fenced = true;
        false
    }

    /// Another node owns the game now: what was sent here goes there, in order.
    fn hand_over(&mut self, cmd: GameCmd, rx: &mut mpsc::UnboundedReceiver<GameCmd>) {
        self.shared.bus.unregister_game(self.spec.id);
        let mut cmds = vec![cmd];
        while let Ok(c) = rx.try_recv() {
            cmds.push(c);
        }
        let (shared, game) = (self.shared.clone(), self.spec.id);
        tokio::spawn(async move {
            for c in cmds {
                let _ = shared.to_game(game, c).await;
            }
        });
    }

    fn to_move(&self) -> Color {
        self.game.position().side_to_move()
    }

    fn flag_deadline(&self) -> u64 {
        let c = self.to_move();
        let allowance = self.seats[c.index()].lag_quota.min(LAG_COMP_MAX_MS);
        self.turn_started + self.remaining[c.index()] + allowance
    }

    fn next_deadline(&self) -> u64 {
        let mut d = self.flag_deadline();
        for s in &self.seats {
            if let Some(t) = s.absent_until {
                d = d.min(t);
            }
        }
        d
    }

    async fn on_time(&mut self) {
        let now = self.shared.clock.now_ms();
        let flag = self.flag_deadline();
        let absent = [Color::Red, Color::Black]
            .into_iter()
            .filter_map(|c| Some((self.seats[c.index()].absent_until?, c)))
            .min();
        match absent {
            Some((t, c)) if t <= now && t < flag => {
                let state = self.game.forfeit(c);
                self.finish(state).await;
            }
            _ if flag <= now => {
                let c = self.to_move();
                self.remaining[c.index()] = 0;
                self.turn_started = now;
                let state = self.game.timeout(c);
                self.finish(state).await;
            }
            _ => {}
        }
    }

    fn color_of(&self, account: AccountId) -> Option<Color> {
        if self.seats[0].account == account {
            Some(Color::Red)
        } else if self.seats[1].account == account {
            Some(Color::Black)
        } else {
            None
        }
    }

    fn error(&self, conn: ConnId, code: ErrorCode, message: impl Into<String>) {
        self.shared
            .send_to_conn(conn, code, message.into(), Some(self.spec.id));
    }

    fn clock_view(&self, now: u64) -> ClockView {
        let mut r = self.remaining;
        let running = if self.outcome.is_some() || self.game.is_over() {
            None
        } else {
            let c = self.to_move();
            r[c.index()] = r[c.index()].saturating_sub(now.saturating_sub(self.turn_started));
            Some(c)
        };
        ClockView {
            red_ms: r[0],
            black_ms: r[1],
            running,
            at_ms: now,
        }
    }

    fn snapshot(&self, now: u64) -> GameView {
        GameView {
            id: self.spec.id,
            red: self.seats[0].player.clone(),
            black: self.seats[1].player.clone(),
            time_control: self.spec.time_control,
            rated: self.spec.rated,
            stake: self.spec.stake,
            started_at_ms: self.spec.started_ms,
            moves: self.game.moves().iter().map(|m| m.to_string()).collect(),
            clock: self.clock_view(now),
            warning: self.game.warning(),
            draw_offer: self.draw_offer.map(|by| Offer { by }),
            takeback_offer: self.takeback_offer.map(|by| Offer { by }),
            absent: [Color::Red, Color::Black]
                .into_iter()
                .filter(|color| self.seats[color.index()].absence_announced)
                .filter_map(|color| {
                    Some(Absence {
                        color,
                        until_ms: self.seats[color.index()].absent_until?,
                    })
                })
                .collect(),
            outcome: self.outcome,
            v: self.version,
        }
    }

    /// Numbers, logs and broadcasts an event.
    fn publish(&mut self, event: GameEvent) {
        self.version += 1;
        let frame: Frame = crate::encode(&ServerMsg::GameEvent {
            game: self.spec.id,
            v: self.version,
            event,
        });
        self.log.push_back((self.version, frame.clone()));
        if self.log.len() > MAX_REPLAY_EVENTS {
            if let Some((v, _)) = self.log.pop_front() {
                self.log_base = v;
            }
        }
        self.shared.bus.publish(Topic::Game(self.spec.id), frame);
    }

    async fn handle(&mut self, cmd: GameCmd) {
        let GameCmd {
            account,
            conn,
            action,
        } = cmd;
        let color = self.color_of(account);
        match action {
            GameAction::Open { since } => self.open(conn, color, since),
            GameAction::Close => self.close(conn, color),
            action => {
                let Some(color) = color else {
                    return self.error(conn, ErrorCode::NotAPlayer, "you do not play this game");
                };
                // A player acting from a connection the owner does not know (it followed
                // the game under an owner that has since been replaced) is present.
                if self.shared.cluster.is_some() {
                    self.seen(conn, color);
                }
                if self.game.is_over() {
                    return self.error(conn, ErrorCode::GameOver, "the game is over");
                }
                match action {
                    GameAction::Move {
                        ply,
                        mv,
                        lag_ms,
                        received_at,
                        ..
                    } => self.play(conn, color, ply, &mv, lag_ms, received_at).await,
                    GameAction::OfferDraw => self.offer_draw(conn, color).await,
                    GameAction::AcceptDraw => {
                        if self.draw_offer != Some(!color) {
                            return self.error(conn, ErrorCode::NoOffer, "no draw offer");
                        }
                        let state = self.game.agree_draw();
                        self.finish(state).await;
                    }
                    GameAction::DeclineDraw => {
                        if self.draw_offer != Some(!color) {
                            return self.error(conn, ErrorCode::NoOffer, "no draw offer");
                        }
                        self.draw_offer = None;
                        self.publish(GameEvent::DrawDeclined { by: color });
                    }
                    GameAction::Resign => {
                        let state = self.game.resign(color);
                        self.finish(state).await;
                    }
                    GameAction::OfferTakeback => self.offer_takeback(conn, color).await,
                    GameAction::AcceptTakeback => {
                        if self.takeback_offer != Some(!color) {
                            return self.error(conn, ErrorCode::NoOffer, "no takeback offer");
                        }
                        self.take_back(conn, !color).await;
                    }
                    GameAction::DeclineTakeback => {
                        if self.takeback_offer != Some(!color) {
                            return self.error(conn, ErrorCode::NoOffer, "no takeback offer");
                        }
                        self.takeback_offer = None;
                        self.publish(GameEvent::TakebackDeclined { by: color });
                    }
                    GameAction::Open { .. } | GameAction::Close => {}
                }
            }
        }
    }

    fn open(&mut self, conn: ConnId, color: Option<Color>, since: Option<u64>) {
        let now = self.shared.clock.now_ms();
        if let Some(c) = color {
            self.seen(conn, c);
        }
        match since {
            Some(s) if s >= self.log_base && s <= self.version => {
                for (v, frame) in &self.log {
                    if *v > s {
                        self.shared.bus.publish(Topic::Conn(conn), frame.clone());
                    }
                }
            }
            _ => {
                let frame = crate::encode(&ServerMsg::GameSnapshot {
                    game: self.snapshot(now),
                });
                self.shared.bus.publish(Topic::Conn(conn), frame);
            }
        }
        self.shared.bus.subscribe(Topic::Game(self.spec.id), conn);
    }

    /// A player's connection is here: it counts for the seat, and an absence ends.
    fn seen(&mut self, conn: ConnId, c: Color) {
        let s = &mut self.seats[c.index()];
        s.conns.insert(conn);
        let announced = std::mem::take(&mut s.absence_announced);
        if s.absent_until.take().is_some() && announced {
            self.publish(GameEvent::Presence {
                color: c,
                connected: true,
                until_ms: None,
            });
        }
    }

    fn close(&mut self, conn: ConnId, color: Option<Color>) {
        self.shared.bus.unsubscribe(Topic::Game(self.spec.id), conn);
        let Some(c) = color else { return };
        let now = self.shared.clock.now_ms();
        let s = &mut self.seats[c.index()];
        if s.conns.remove(&conn) && s.conns.is_empty() && !s.absence_announced {
            let until = now + DISCONNECT_GRACE_MS;
            s.absent_until = Some(until);
            s.absence_announced = true;
            self.publish(GameEvent::Presence {
                color: c,
                connected: false,
                until_ms: Some(until),
            });
        }
    }

    async fn play(
        &mut self,
        conn: ConnId,
        color: Color,
        ply: u32,
        text: &str,
        lag_ms: u32,
        received_at: std::time::Instant,
    ) {
        if color != self.to_move() {
            return self.error(conn, ErrorCode::NotYourTurn, "not your turn");
        }
        let played = self.game.ply_count() as u32;
        if ply != played {
            return self.error(
                conn,
                ErrorCode::StalePly,
                format!("{played} plies are played, not {ply}"),
            );
        }
        let mv = match Move::parse_iccs(text) {
            Ok(m) => m,
            Err(e) => return self.error(conn, ErrorCode::IllegalMove, e.to_string()),
        };
        if let Err(e) = self.game.check_move(mv) {
            return self.error(conn, ErrorCode::IllegalMove, format!("{mv}: {e}"));
        }
        let now = self.shared.clock.now_ms();
        let k = color.index();
        let comp = u64::from(lag_ms)
            .min(self.seats[k].lag_quota)
            .min(LAG_COMP_MAX_MS);
        let effective = now.saturating_sub(comp).max(self.turn_started);
        let used = effective - self.turn_started;
        if used >= self.remaining[k] {
            // Out of time before the move (the timer had not fired yet).
            self.remaining[k] = 0;
            self.turn_started = now;
            let state = self.game.timeout(color);
            return self.finish(state).await;
        }
        let before = (self.remaining, self.turn_started, self.seats[k].lag_quota);
        let out = match self.game.play(mv) {
            Ok(out) => out,
            Err(e) => return self.error(conn, ErrorCode::IllegalMove, format!("{mv}: {e}")),
        };
        self.remaining[k] = self.remaining[k] - used + self.spec.time_control.increment_ms();
        self.seats[k].lag_quota =
            (self.seats[k].lag_quota - comp + LAG_QUOTA_GAIN_MS).min(LAG_QUOTA_MAX_MS);
        self.turn_started = now;
        let op = Op::Move {
            game: self.spec.id,
            epoch: self.epoch,
            ply: played + 1,
            mv: mv.to_string(),
            at_ms: now,
            red_ms: self.remaining[0],
            black_ms: self.remaining[1],
            version: self.version + 1,
        };
        if let Err(e) = self.shared.committer.commit(op).await {
            // Not durable, so not accepted: back to the position before.
            self.game.undo();
            (self.remaining, self.turn_started, self.seats[k].lag_quota) = before;
            self.check_fenced(&e);
            if self.fenced && self.shared.cluster.is_some() {
                // The command goes to the new owner (see `run`): no error.
                return;
            }
            return self.error(conn, ErrorCode::Internal, e.to_string());
        }
        self.draw_offer = None;
        self.takeback_offer = None;
        let clock = self.clock_view(now);
        self.publish(GameEvent::Moved {
            ply: played + 1,
            mv: mv.to_string(),
            clock,
            warning: out.warning,
        });
        self.shared.metrics.observe_move(received_at.elapsed());
        if out.state.is_over() {
            self.finish(out.state).await;
        }
    }

    /// After a fenced write: another owner has the game; this one stops serving it.
    fn check_fenced(&mut self, e: &crate::committer::CommitError) {
        if *e == crate::committer::CommitError::Fenced {
            crate::log::error(
                "fenced",
                serde_json::json!({"game": self.spec.id, "epoch": self.epoch}),
            );
            self.fenced = true;
        }
    }

    async fn offer_draw(&mut self, conn: ConnId, color: Color) {
        match self.draw_offer {
            Some(c) if c == color => self.error(
                conn,
                ErrorCode::AlreadyOffered,
                "you offered a draw already",
            ),
            Some(_) => {
                // Both offered: that is an agreement.
                let state = self.game.agree_draw();
                self.finish(state).await;
            }
            None => {
                self.draw_offer = Some(color);
                self.publish(GameEvent::DrawOffered { by: color });
            }
        }
    }

    async fn offer_takeback(&mut self, conn: ConnId, color: Color) {
        if self.spec.rated {
            return self.error(
                conn,
                ErrorCode::TakebackRated,
                "takebacks are for friendly games",
            );
        }
        if self.plies_to_take_back(color) == 0 {
            return self.error(conn, ErrorCode::NothingToTakeBack, "no move of yours yet");
        }
        match self.takeback_offer {
            Some(c) if c == color => {
                self.error(conn, ErrorCode::AlreadyOffered, "you asked already")
            }
            Some(_) => self.take_back(conn, !color).await,
            None => {
                self.takeback_offer = Some(color);
                self.publish(GameEvent::TakebackOffered { by: color });
            }
        }
    }

    /// Plies to undo so that `requester`'s last move is taken back.
    fn plies_to_take_back(&self, requester: Color) -> usize {
        let n = self.game.ply_count();
        // Red moves at even plies (0, 2, ...): the requester's last move is the last ply if
        // the opponent is to move, else the one before it.
        let last_is_requesters = self.to_move() != requester;
        let want = if last_is_requesters { 1 } else { 2 };
        if n >= want {
            want
        } else {
            0
        }
    }

    async fn take_back(&mut self, conn: ConnId, requester: Color) {
        let undo = self.plies_to_take_back(requester);
        if undo == 0 {
            return self.error(conn, ErrorCode::NothingToTakeBack, "nothing to take back");
        }
        let keep = self.game.ply_count() - undo;
        let op = Op::Truncate {
            game: self.spec.id,
            epoch: self.epoch,
            ply: keep as u32,
        };
        if let Err(e) = self.shared.committer.commit(op).await {
            self.check_fenced(&e);
            if self.fenced && self.shared.cluster.is_some() {
                // The command goes to the new owner (see `run`): no error.
                return;
            }
            return self.error(conn, ErrorCode::Internal, e.to_string());
        }
        self.game.truncate(keep);
        let now = self.shared.clock.now_ms();
        self.turn_started = now;
        self.draw_offer = None;
        self.takeback_offer = None;
        let clock = self.clock_view(now);
        self.publish(GameEvent::TakenBack {
            ply: keep as u32,
            clock,
        });
    }

    async fn finish(&mut self, state: GameState) {
        let GameState::Finished { result, reason } = state else {
            return;
        };
        let now = self.shared.clock.now_ms();
        let plies = self.game.ply_count() as u32;
        let counted = rating::counts(
            self.spec.rated,
            plies,
            now.saturating_sub(self.spec.started_ms),
        );
        let stake = i64::try_from(self.spec.stake).unwrap_or(0);
        let s = rating::settle(
            result,
            counted,
            (self.seats[0].player.elo, self.seats[1].player.elo),
            stake,
        );
        let finish = Finish {
            game: self.spec.id,
            epoch: self.epoch,
            result,
            reason,
            counted,
            ended_ms: now,
            red: self.seats[0].account,
            black: self.seats[1].account,
            red_settlement: s.red,
            black_settlement: s.black,
            red_payout: s.red_payout,
            black_payout: s.black_payout,
        };
        let mut committed = false;
        for _ in 0..FINISH_COMMIT_TRIES {
            match self
                .shared
                .committer
                .commit(Op::Finish(Box::new(finish.clone())))
                .await
            {
                Ok(()) => {
                    committed = true;
                    break;
                }
                Err(e @ crate::committer::CommitError::Fenced) => {
                    self.check_fenced(&e);
                    break;
                }
                Err(e) => crate::log::error(
                    "finish_commit",
                    serde_json::json!({"game": self.spec.id, "error": e.to_string()}),
                ),
            }
        }
        let outcome = Outcome {
            result,
            reason,
            counted,
            red: s.red,
            black: s.black,
        };
        self.outcome = Some(outcome);
        if !committed {
            return;
        }
        self.shared
            .metrics
            .games_finished
            .fetch_add(1, Ordering::Relaxed);
        // The lobby hears of the end before anyone can read it (a new challenge sent after
        // the `ended` event then finds both players free).
        let mut updates = Vec::new();
        for seat in &self.seats {
            let account = self.shared.db.account(seat.account).await.ok().flatten();
            if let Some(row) = account {
                self.shared.to_lobby(LobbyCmd::GameEnded {
                    account: seat.account,
                    figures: row.account.clone(),
                });
                updates.push((seat.account, row.account));
            }
        }
        let clock = self.clock_view(now);
        self.publish(GameEvent::Ended { outcome, clock });
        crate::log::info(
            "game_ended",
            serde_json::json!({"game": self.spec.id, "result": result.name(),
                "reason": reason.name(), "counted": counted, "plies": plies}),
        );
        for (account, you) in updates {
            let frame = crate::encode(&ServerMsg::AccountUpdate { you });
            self.shared.bus.publish(Topic::Account(account), frame);
        }
    }
}
