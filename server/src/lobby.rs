//! The lobby: one task that knows who is online and what they do, keeps challenges and the
//! quick-game pool, and starts games once both players agree on the terms.
//!
//! # Quick-game pool
//! Players seek with their terms (time control, rated, stake). Two seekers with the same
//! terms are paired when their Elo differs by at most the smaller of their windows; a
//! window starts at [`POOL_WINDOW_START`] and widens by [`POOL_WINDOW_PER_SECOND`] for every
//! second waited, up to [`POOL_WINDOW_MAX`] (as lichess's pool widens its rating range with
//! the waiting time). The pool pairs on every new seek and every [`POOL_TICK_MS`]; the
//! oldest seeker is served first, with the closest Elo in range. A pairing is a challenge
//! both must accept (either may change the terms or swap colours first).

use crate::bus::{AccountId, ConnId, Topic};
use crate::committer::{CommitError, NewGame, Op};
use crate::game::{self, GameSpec};
use crate::Shared;
use std::collections::HashMap;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot};
use xiangqi::Color;
use xiangqi_online::protocol::{
    Account, ChallengeEnd, ChallengeId, ChallengeView, ErrorCode, GameId, GamePlayer, LobbyPlayer,
    PlayerStatus, Proposal, ServerMsg, Terms, MAX_STAKE,
};

/// Elo difference accepted at once in the pool.
pub const POOL_WINDOW_START: u64 = 100;
/// Widening of the window per second waited.
pub const POOL_WINDOW_PER_SECOND: u64 = 10;
/// The widest window.
pub const POOL_WINDOW_MAX: u64 = 500;
/// How often the pool tries to pair while anyone waits.
pub const POOL_TICK_MS: u64 = 1_000;
/// Most players in one lobby list.
pub const LOBBY_LIST_MAX: usize = 500;

/// What the lobby is asked (plain data except the two local-only variants: in a cluster the
/// others cross nodes as JSON).
#[derive(serde::Serialize, serde::Deserialize)]
pub enum LobbyCmd {
    Online {
        account: AccountId,
        figures: Account,
        game: Option<GameId>,
        /// The node the connection is on (its games start there).
        #[serde(default)]
        node: String,
        /// Announced to a new lobby after a failover: the seek the connection had (taken
        /// over) ...
        #[serde(default)]
        seek: Option<Proposal>,
        /// ... and its open challenges (those this lobby does not know are closed, `gone`).
        #[serde(default)]
        challenges: Vec<ChallengeId>,
    },
    Offline {
        account: AccountId,
    },
    #[serde(skip)]
    List {
        reply: oneshot::Sender<Vec<LobbyPlayer>>,
    },
    /// A connection starts (`on`) or stops watching the lobby.
    Watch {
        on: bool,
    },
    /// The lobby role came to (or left) this node: forget everything (the nodes announce
    /// their players again).
    Reset,
    Challenge {
        account: AccountId,
        conn: ConnId,
        to: String,
        proposal: Proposal,
    },
    Counter {
        account: AccountId,
        conn: ConnId,
        challenge: ChallengeId,
        terms: Terms,
    },
    Accept {
        account: AccountId,
        conn: ConnId,
        challenge: ChallengeId,
        revision: u32,
    },
    Decline {
        account: AccountId,
        conn: ConnId,
        challenge: ChallengeId,
    },
    Quick {
        account: AccountId,
        conn: ConnId,
        proposal: Proposal,
    },
    QuickCancel {
        account: AccountId,
        #[serde(default)]
        conn: ConnId,
    },
    /// A game of `account` ended; its new figures.
    GameEnded {
        account: AccountId,
        figures: Account,
    },
    /// A start commit came back.
    #[serde(skip)]
    Started {
        challenge: ChallengeView,
        ids: (AccountId, AccountId),
        result: Result<GameId, CommitError>,
    },
}

struct User {
    figures: Account,
    conns: u32,
    status: PlayerStatus,
    game: Option<GameId>,
    /// The node of the player's latest connection ("" before one said).
    node: String,
}

struct Seek {
    account: AccountId,
    proposal: Proposal,
    since_ms: u64,
}

struct Challenge {
    view: ChallengeView,
    from: AccountId,
    to: AccountId,
}

struct Lobby {
    shared: Arc<Shared>,
    users: HashMap<AccountId, User>,
    by_name: HashMap<String, AccountId>,
    challenges: HashMap<ChallengeId, Challenge>,
    pool: Vec<Seek>,
    next_challenge: ChallengeId,
    /// Connections watching the lobby (lists are broadcast only when someone watches).
    watchers: i64,
}

/// Why a command from a player this lobby has not heard of is refused.
const UNKNOWN_HERE: &str = "the lobby has just moved and does not know you yet: try again";

/// Starts the lobby task.
pub fn start(shared: Arc<Shared>, rx: mpsc::UnboundedReceiver<LobbyCmd>) {
    let lobby = Lobby {
        shared,
        users: HashMap::new(),
        by_name: HashMap::new(),
        challenges: HashMap::new(),
        pool: Vec::new(),
        next_challenge: 1,
        watchers: 0,
    };
    tokio::spawn(lobby.run(rx));
}

fn validate(p: &Proposal) -> Result<(), (ErrorCode, &'static str)> {
    if !p.time_control.is_offered() {
        return Err((
            ErrorCode::InvalidTimeControl,
            "use 3+2, 10+5, 20+10 or 45+15",
        ));
    }
    if p.stake > MAX_STAKE || (!p.rated && p.stake > 0) {
        return Err((
            ErrorCode::InvalidStake,
            "stakes are for rated games, at most 1000000",
        ));
    }
    Ok(())
}

impl Lobby {
    async fn run(mut self, mut rx: mpsc::UnboundedReceiver<LobbyCmd>) {
        let mut shutdown = self.shared.shutdown.clone();
        let clock = self.shared.clock.clone();
        let mut next_tick = clock.now_ms() + POOL_TICK_MS;
        loop {
            let waiting = !self.pool.is_empty();
            tokio::select! {
                cmd = rx.recv() => match cmd {
                    Some(cmd) => self.handle(cmd).await,
                    None => break,
                },
                _ = clock.sleep_until(next_tick), if waiting => {
                    next_tick = clock.now_ms() + POOL_TICK_MS;
                    self.pair().await;
                }
                _ = shutdown.changed() => break,
            }
            if !waiting {
                next_tick = clock.now_ms() + POOL_TICK_MS;
            }
        }
    }

    fn send(&self, account: AccountId, msg: &ServerMsg) {
        self.shared
            .bus
            .publish(Topic::Account(account), crate::encode(msg));
    }

    fn error(&self, conn: ConnId, code: ErrorCode, message: &str) {
        self.shared
            .send_to_conn(conn, code, message.to_string(), None);
    }

    fn lobby_changed(&self) {
        // Only when someone watches: with thousands online, a list per change is costly.
        if self.watchers > 0 {
            let msg = ServerMsg::Lobby {
                players: self.list(),
            };
            self.shared.bus.publish(Topic::Lobby, crate::encode(&msg));
        }
    }

    fn list(&self) -> Vec<LobbyPlayer> {
        let mut v: Vec<LobbyPlayer> = self
            .users
            .values()
            .filter(|u| u.conns > 0)
            .map(|u| LobbyPlayer {
                name: u.figures.name.clone(),
                elo: u.figures.elo,
                status: u.status,
            })
            .collect();
        v.sort_by(|a, b| a.name.cmp(&b.name));
        v.truncate(LOBBY_LIST_MAX);
        v
    }

    async fn handle(&mut self, cmd: LobbyCmd) {
        match cmd {
            LobbyCmd::Online {
                account,
                figures,
                game,
                node,
                seek,
                challenges,
            } => {
                self.by_name.insert(figures.name.clone(), account);
                let u = self.users.entry(account).or_insert(User {
                    figures: figures.clone(),
                    conns: 0,
                    status: PlayerStatus::Idle,
                    game: None,
                    node: String::new(),
                });
                u.conns += 1;
                if !node.is_empty() {
                    u.node = node;
                }
                if u.game.is_none() && u.status == PlayerStatus::Idle {
                    u.figures = figures;
                }
                if game.is_some() {
                    u.game = game;
                    u.status = PlayerStatus::Playing;
                }
                self.take_over_lobby_state(account, seek, &challenges).await;
                self.lobby_changed();
            }
            LobbyCmd::Offline { account } => {
                let gone = match self.users.get_mut(&account) {
                    Some(u) => {
                        u.conns = u.conns.saturating_sub(1);
                        u.conns == 0
                    }
                    None => false,
                };
                if gone {
                    self.pool.retain(|s| s.account != account);
                    self.close_challenges_of(account, ChallengeEnd::Gone);
                    if let Some(u) = self.users.get(&account) {
                        if u.status != PlayerStatus::Playing {
                            let name = u.figures.name.clone();
                            self.users.remove(&account);
                            self.by_name.remove(&name);
                        } else if let Some(u) = self.users.get_mut(&account) {
                            // Keep the entry while the game runs (it knows the game).
                            u.conns = 0;
                        }
                    }
                }
                self.lobby_changed();
            }
            LobbyCmd::List { reply } => {
                let _ = reply.send(self.list());
            }
            LobbyCmd::Watch { on } => self.watchers += if on { 1 } else { -1 },
            LobbyCmd::Reset => {
                // Challenge numbers never repeat across lobbies: a client still holding one of
                // the previous lobby's must not mistake a new challenge for it (nor have it
                // closed by the previous number).
                let fresh = self.shared.clock.now_ms().saturating_mul(1_000);
                self.next_challenge = self.next_challenge.max(fresh);
                self.users.clear();
                self.by_name.clear();
                self.challenges.clear();
                self.pool.clear();
                self.watchers = 0;
            }
            LobbyCmd::Challenge {
                account,
                conn,
                to,
                proposal,
            } => self.challenge(account, conn, &to, proposal).await,
            LobbyCmd::Counter {
                account,
                conn,
                challenge,
                terms,
            } => self.counter(account, conn, challenge, terms).await,
            LobbyCmd::Accept {
                account,
                conn,
                challenge,
                revision,
            } => self.accept(account, conn, challenge, revision).await,
            LobbyCmd::Decline {
                account,
                conn,
                challenge,
            } => {
                let Some(c) = self.challenges.get(&challenge) else {
                    return self.error(conn, ErrorCode::NotFound, "no such challenge");
                };
                if c.from != account && c.to != account {
                    return self.error(conn, ErrorCode::NotFound, "no such challenge");
                }
                self.close_challenge(challenge, ChallengeEnd::Declined);
            }
            LobbyCmd::Quick {
                account,
                conn,
                proposal,
            } => {
                if let Err((code, m)) = validate(&proposal) {
                    return self.error(conn, code, m);
                }
                let Some(u) = self.users.get_mut(&account) else {
                    // A new lobby that has not heard of this player yet (its node announces
                    // its players within moments).
                    return self.error(conn, ErrorCode::LobbyUnavailable, UNKNOWN_HERE);
                };
                if u.status != PlayerStatus::Idle {
                    return self.error(conn, ErrorCode::Busy, "you are playing or seeking");
                }
                if proposal.stake > u64::try_from(u.figures.taler).unwrap_or(0) {
                    return self.error(conn, ErrorCode::InsufficientTaler, "stake above balance");
                }
                if proposal.stake > 0 {
                    if let Err((code, m)) = self.counted_enough(account).await {
                        return self.error(conn, code, &m);
                    }
                }
                let Some(u) = self.users.get_mut(&account) else {
                    return;
                };
                u.status = PlayerStatus::Seeking;
                self.pool.push(Seek {
                    account,
                    proposal,
                    since_ms: self.shared.clock.now_ms(),
                });
                self.send(account, &ServerMsg::Seeking { proposal });
                self.lobby_changed();
                self.pair().await;
            }
            LobbyCmd::QuickCancel { account, conn } => {
                let before = self.pool.len();
                self.pool.retain(|s| s.account != account);
                if self.pool.len() != before {
                    if let Some(u) = self.users.get_mut(&account) {
                        u.status = PlayerStatus::Idle;
                    }
                    self.send(account, &ServerMsg::SeekCancelled {});
                    self.lobby_changed();
                } else {
                    // Nothing to cancel (a pairing or a failover took the seek): still an
                    // answer, to the asking connection.
                    self.shared.bus.publish(
                        Topic::Conn(conn),
                        crate::encode(&ServerMsg::SeekCancelled {}),
                    );
                }
            }
            LobbyCmd::GameEnded { account, figures } => {
                if let Some(u) = self.users.get_mut(&account) {
                    u.figures = figures;
                    u.status = PlayerStatus::Idle;
                    u.game = None;
                    if u.conns == 0 {
                        let name = u.figures.name.clone();
                        self.users.remove(&account);
                        self.by_name.remove(&name);
                    }
                }
                self.lobby_changed();
            }
            LobbyCmd::Started {
                challenge,
                ids,
                result,
            } => self.started(challenge, ids, result),
        }
    }

    /// After a failover, a node tells the new lobby what one of its connections had in the
    /// previous one: its seek goes back into the pool (unless the player is no longer free:
    /// then it is cancelled, with a message), and its challenges this lobby does not know
    /// are closed as `gone` (the previous lobby took them along).
    async fn take_over_lobby_state(
        &mut self,
        account: AccountId,
        seek: Option<Proposal>,
        challenges: &[ChallengeId],
    ) {
        for &id in challenges {
            if !self.challenges.contains_key(&id) {
                self.send(
                    account,
                    &ServerMsg::ChallengeClosed {
                        challenge: id,
                        reason: ChallengeEnd::Gone,
                    },
                );
            }
        }
        let Some(proposal) = seek else { return };
        if self.pool.iter().any(|s| s.account == account) {
            return;
        }
        let Some(u) = self.users.get_mut(&account) else {
            return;
        };
        match u.status {
            PlayerStatus::Idle => {}
            // Paired already (its quick challenge is open here).
            PlayerStatus::Seeking => return,
            PlayerStatus::Playing => {
                self.send(account, &ServerMsg::SeekCancelled {});
                return;
            }
        }
        u.status = PlayerStatus::Seeking;
        self.pool.push(Seek {
            account,
            proposal,
            since_ms: self.shared.clock.now_ms(),
        });
        self.pair().await;
    }

    /// The colours for a new pairing: whoever had Red in the pair's last game plays Black;
    /// with no game between them, the challenger (in the pool: the earlier seeker) has Red.
    async fn default_red(&self, first: AccountId, second: AccountId) -> AccountId {
        match self.shared.db.last_red(first, second).await {
            Ok(Some(r)) if r == first => second,
            _ => first,
        }
    }

    fn name_of(&self, account: AccountId) -> String {
        self.users
            .get(&account)
            .map(|u| u.figures.name.clone())
            .unwrap_or_default()
    }

    async fn challenge(&mut self, account: AccountId, conn: ConnId, to: &str, p: Proposal) {
        if let Err((code, m)) = validate(&p) {
            return self.error(conn, code, m);
        }
        let Some(&target) = self.by_name.get(to) else {
            return match self.shared.db.account_by_name(to).await {
                Ok(Some(_)) => self.error(conn, ErrorCode::Offline, "that player is not online"),
                Ok(None) => self.error(conn, ErrorCode::NotFound, "no player of that name"),
                Err(e) => self.error(conn, ErrorCode::Internal, &e.to_string()),
            };
        };
        if target == account {
            return self.error(
                conn,
                ErrorCode::SelfChallenge,
                "you cannot challenge yourself",
            );
        }
        let Some(me) = self.users.get(&account) else {
            return self.error(conn, ErrorCode::LobbyUnavailable, UNKNOWN_HERE);
        };
        let Some(them) = self.users.get(&target) else {
            return self.error(conn, ErrorCode::Offline, "no such player online");
        };
        if them.conns == 0 {
            return self.error(conn, ErrorCode::Offline, "no such player online");
        }
        if me.status != PlayerStatus::Idle || them.status != PlayerStatus::Idle {
            return self.error(conn, ErrorCode::Busy, "one of you is playing or seeking");
        }
        let stake = i64::try_from(p.stake).unwrap_or(i64::MAX);
        if stake > me.figures.taler || stake > them.figures.taler {
            return self.error(
                conn,
                ErrorCode::InsufficientTaler,
                "the stake exceeds a balance",
            );
        }
        if let Err((code, m)) = self.stake_allowed(account, target, p.stake).await {
            return self.error(conn, code, &m);
        }
        let red = self.default_red(account, target).await;
        let id = self.next_challenge;
        self.next_challenge += 1;
        let from_name = self.name_of(account);
        let view = ChallengeView {
            id,
            from: from_name.clone(),
            to: self.name_of(target),
            revision: 1,
            terms: Terms {
                time_control: p.time_control,
                rated: p.rated,
                stake: p.stake,
                red: self.name_of(red),
            },
            accepted_by: vec![from_name],
            quick: false,
        };
        self.open_challenge(view, account, target);
    }

    /// Fair play for a stake: both accounts have counted games enough, and the two have not
    /// reached the day's staked games with each other.
    async fn stake_allowed(
        &self,
        a: AccountId,
        b: AccountId,
        stake: u64,
    ) -> Result<(), (ErrorCode, String)> {
        if stake == 0 {
            return Ok(());
        }
        self.counted_enough(a).await?;
        self.counted_enough(b).await?;
        let cap = u64::from(self.shared.config.staked_games_per_pair);
        let since = self
            .shared
            .clock
            .now_ms()
            .saturating_sub(crate::FAIR_PLAY_DAY_MS);
        let n = self
            .shared
            .db
            .staked_games_between(a, b, since)
            .await
            .map_err(|e| (ErrorCode::Internal, e.to_string()))?;
        if n >= cap {
            return Err((
                ErrorCode::StakePairLimit,
                format!(
                    "you two played {n} staked games today (at most {cap}): play without a stake"
                ),
            ));
        }
        Ok(())
    }

    async fn counted_enough(&self, account: AccountId) -> Result<(), (ErrorCode, String)> {
        let need = u64::from(self.shared.config.stake_min_counted_games);
        if need == 0 {
            return Ok(());
        }
        let n = self
            .shared
            .db
            .counted_games(account)
            .await
            .map_err(|e| (ErrorCode::Internal, e.to_string()))?;
        if n < need {
            return Err((
                ErrorCode::StakeNeedsCountedGames,
                format!(
                    "{} has {n} counted games; a stake needs {need} each",
                    self.name_of(account)
                ),
            ));
        }
        Ok(())
    }

    /// Keeps a new challenge and shows it to both.
    fn open_challenge(&mut self, view: ChallengeView, from: AccountId, to: AccountId) {
        let msg = ServerMsg::Challenge {
            challenge: view.clone(),
        };
        self.challenges
            .insert(view.id, Challenge { view, from, to });
        self.send(from, &msg);
        self.send(to, &msg);
    }

    fn party(&self, conn: ConnId, account: AccountId, id: ChallengeId) -> Option<&Challenge> {
        match self.challenges.get(&id) {
            Some(c) if c.from == account || c.to == account => Some(c),
            _ => {
                self.error(conn, ErrorCode::NotFound, "no such challenge");
                None
            }
        }
    }

    async fn counter(&mut self, account: AccountId, conn: ConnId, id: ChallengeId, terms: Terms) {
        let Some(c) = self.party(conn, account, id) else {
            return;
        };
        let proposal = Proposal {
            time_control: terms.time_control,
            rated: terms.rated,
            stake: terms.stake,
        };
        if let Err((code, m)) = validate(&proposal) {
            return self.error(conn, code, m);
        }
        if terms.red != c.view.from && terms.red != c.view.to {
            return self.error(conn, ErrorCode::InvalidTerms, "red must be one of the two");
        }
        let stake = i64::try_from(terms.stake).unwrap_or(i64::MAX);
        let fits = [c.from, c.to]
            .iter()
            .all(|a| self.users.get(a).is_some_and(|u| stake <= u.figures.taler));
        if !fits {
            return self.error(
                conn,
                ErrorCode::InsufficientTaler,
                "the stake exceeds a balance",
            );
        }
        let (from, to) = (c.from, c.to);
        if let Err((code, m)) = self.stake_allowed(from, to, terms.stake).await {
            return self.error(conn, code, &m);
        }
        let me = self.name_of(account);
        let Some(c) = self.challenges.get_mut(&id) else {
            return;
        };
        c.view.revision += 1;
        c.view.terms = terms;
        c.view.accepted_by = vec![me];
        let msg = ServerMsg::Challenge {
            challenge: c.view.clone(),
        };
        self.send(from, &msg);
        self.send(to, &msg);
    }

    async fn accept(&mut self, account: AccountId, conn: ConnId, id: ChallengeId, revision: u32) {
        let Some(c) = self.party(conn, account, id) else {
            return;
        };
        if c.view.revision != revision {
            return self.error(
                conn,
                ErrorCode::WrongRevision,
                "the terms have changed: accept the current revision",
            );
        }
        let me = self.name_of(account);
        let (from, to, stake) = (c.from, c.to, c.view.terms.stake);
        // Checked again at the acceptance (a quick pairing, or a day's cap reached since).
        if let Err((code, m)) = self.stake_allowed(from, to, stake).await {
            return self.error(conn, code, &m);
        }
        let Some(c) = self.challenges.get_mut(&id) else {
            return;
        };
        if !c.view.accepted_by.contains(&me) {
            c.view.accepted_by.push(me);
        }
        let view = c.view.clone();
        if view.accepted_by.len() < 2 {
            let msg = ServerMsg::Challenge { challenge: view };
            self.send(from, &msg);
            self.send(to, &msg);
            return;
        }
        // Both agree: both must still be free.
        let free = [from, to].iter().all(|a| {
            self.users.get(a).is_some_and(|u| {
                u.conns > 0 && matches!(u.status, PlayerStatus::Idle | PlayerStatus::Seeking)
            })
        });
        if !free {
            self.close_challenge(id, ChallengeEnd::Gone);
            return;
        }
        self.challenges.remove(&id);
        for a in [from, to] {
            self.pool.retain(|s| s.account != a);
            if let Some(u) = self.users.get_mut(&a) {
                u.status = PlayerStatus::Playing;
            }
        }
        for a in [from, to] {
            self.close_challenges_of(a, ChallengeEnd::Gone);
        }
        self.lobby_changed();
        self.spawn_start(view, from, to);
    }

    fn spawn_start(&self, view: ChallengeView, from: AccountId, to: AccountId) {
        let (red, black) = if view.terms.red == view.from {
            (from, to)
        } else {
            (to, from)
        };
        let player = |a: AccountId| {
            let u = self.users.get(&a);
            GamePlayer {
                name: u.map(|u| u.figures.name.clone()).unwrap_or_default(),
                elo: u.map_or(crate::rating::ELO_START, |u| u.figures.elo),
            }
        };
        let shared = self.shared.clone();
        let owner = self.home_node(red);
        let now = shared.clock.now_ms();
        let spec = GameSpec {
            id: shared.next_game_id.fetch_add(1, Ordering::SeqCst),
            red: (red, player(red)),
            black: (black, player(black)),
            time_control: view.terms.time_control,
            rated: view.terms.rated,
            stake: view.terms.stake,
            started_ms: now,
        };
        let new = NewGame {
            id: spec.id,
            red,
            black,
            time_control: spec.time_control,
            rated: spec.rated,
            stake: spec.stake,
            red_elo: spec.red.1.elo,
            black_elo: spec.black.1.elo,
            started_ms: now,
            owner_node: owner.clone(),
            lease_until_ms: now + shared.config.lease_ms,
        };
        tokio::spawn(async move {
            let result = shared.committer.commit(Op::Start(new)).await;
            let result = match result {
                Ok(()) => {
                    let id = spec.id;
                    shared.metrics.games_started.fetch_add(1, Ordering::Relaxed);
                    match &shared.cluster {
                        // Committed with the lease of `owner`: its owner task starts there. Should
                        // the node be gone, the lease runs out and a player's command takes the
                        // game over.
                        Some(c) if owner != shared.config.node => c.start_on(&owner, &spec),
                        _ => game::spawn_new(shared.clone(), spec),
                    }
                    Ok(id)
                }
                Err(e) => Err(e),
            };
            let _ = shared.lobby.send(LobbyCmd::Started {
                challenge: view,
                ids: (red, black),
                result,
            });
        });
    }

    /// Where a game of `red` starts: on the node of red's connection, so that the games of a
    /// cluster spread over its nodes as their players do (this node when it is not known).
    fn home_node(&self, red: AccountId) -> String {
        match self.users.get(&red) {
            Some(u) if !u.node.is_empty() && self.shared.cluster.is_some() => u.node.clone(),
            _ => self.shared.config.node.clone(),
        }
    }

    fn started(
        &mut self,
        view: ChallengeView,
        (red, black): (AccountId, AccountId),
        result: Result<GameId, CommitError>,
    ) {
        match result {
            Ok(game) => {
                for (a, color) in [(red, Color::Red), (black, Color::Black)] {
                    if let Some(u) = self.users.get_mut(&a) {
                        u.game = Some(game);
                        u.status = PlayerStatus::Playing;
                    }
                    self.send(
                        a,
                        &ServerMsg::ChallengeClosed {
                            challenge: view.id,
                            reason: ChallengeEnd::Started,
                        },
                    );
                    self.send(a, &ServerMsg::GameStarted { game, color });
                }
                crate::log::info(
                    "game_started",
                    serde_json::json!({"game": game, "red": view.terms.red,
                        "rated": view.terms.rated, "stake": view.terms.stake}),
                );
            }
            Err(e) => {
                let reason = match e {
                    CommitError::InsufficientTaler => ChallengeEnd::InsufficientTaler,
                    _ => ChallengeEnd::Gone,
                };
                for a in [red, black] {
                    if let Some(u) = self.users.get_mut(&a) {
                        u.status = PlayerStatus::Idle;
                    }
                    self.send(
                        a,
                        &ServerMsg::ChallengeClosed {
                            challenge: view.id,
                            reason,
                        },
                    );
                }
            }
        }
        self.lobby_changed();
    }

    fn close_challenge(&mut self, id: ChallengeId, reason: ChallengeEnd) {
        if let Some(c) = self.challenges.remove(&id) {
            let msg = ServerMsg::ChallengeClosed {
                challenge: id,
                reason,
            };
            self.send(c.from, &msg);
            self.send(c.to, &msg);
            if c.view.quick {
                // A declined pairing returns neither player to the pool.
                for a in [c.from, c.to] {
                    if let Some(u) = self.users.get_mut(&a) {
                        if u.status == PlayerStatus::Seeking {
                            u.status = PlayerStatus::Idle;
                        }
                    }
                }
            }
        }
    }

    fn close_challenges_of(&mut self, account: AccountId, reason: ChallengeEnd) {
        let ids: Vec<ChallengeId> = self
            .challenges
            .iter()
            .filter(|(_, c)| c.from == account || c.to == account)
            .map(|(id, _)| *id)
            .collect();
        for id in ids {
            self.close_challenge(id, reason);
        }
    }

    fn window(&self, seek: &Seek, now: u64) -> u64 {
        let waited_s = now.saturating_sub(seek.since_ms) / 1000;
        (POOL_WINDOW_START + POOL_WINDOW_PER_SECOND * waited_s).min(POOL_WINDOW_MAX)
    }

    /// Pairs what the pool can pair now.
    async fn pair(&mut self) {
        let now = self.shared.clock.now_ms();
        let mut pairs = Vec::new();
        let mut taken = vec![false; self.pool.len()];
        let elo = |s: &Seek| self.users.get(&s.account).map_or(0, |u| u.figures.elo);
        for i in 0..self.pool.len() {
            if taken[i] {
                continue;
            }
            let a = &self.pool[i];
            let mut best: Option<(u64, usize)> = None;
            for (j, b) in self.pool.iter().enumerate().skip(i + 1) {
                if taken[j] || b.proposal != a.proposal {
                    continue;
                }
                let diff = elo(a).abs_diff(elo(b));
                if diff <= self.window(a, now).min(self.window(b, now))
                    && best.is_none_or(|(d, _)| diff < d)
                {
                    best = Some((diff, j));
                }
            }
            if let Some((_, j)) = best {
                taken[i] = true;
                taken[j] = true;
                pairs.push((self.pool[i].account, self.pool[j].account, a.proposal));
            }
        }
        if pairs.is_empty() {
            return;
        }
        let mut k = 0;
        self.pool.retain(|_| {
            k += 1;
            !taken[k - 1]
        });
        for (first, second, p) in pairs {
            let red = self.default_red(first, second).await;
            let id = self.next_challenge;
            self.next_challenge += 1;
            let view = ChallengeView {
                id,
                from: self.name_of(first),
                to: self.name_of(second),
                revision: 1,
                terms: Terms {
                    time_control: p.time_control,
                    rated: p.rated,
                    stake: p.stake,
                    red: self.name_of(red),
                },
                accepted_by: Vec::new(),
                quick: true,
            };
            self.open_challenge(view, first, second);
        }
    }
}
