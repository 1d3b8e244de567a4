//! The online part of the app's state, which outlives the screens: the connection (through
//! the [`OnlineLink`] seam), the account, the lobby and the challenges.
//!
//! - The connection lives as long as the app runs in front: it opens when the player opens
//!   the online screen (with a token from the device store), closes in the background and
//!   opens again in front; the link reconnects after a drop with growing delays and resumes
//!   the games it follows, so nothing is sent twice.
//! - Everything the link hears comes back tagged with the session's generation: what an
//!   older session (before a disconnect) still delivers is dropped.

use super::app::App;
use super::link::{LinkInbox, LinkQuery, LinkSession, OnlineLink};
use crate::app::error::AppError;
use crate::protocol::{Account, ChallengeView, ClientMsg, GameId, LobbyPlayer, Proposal};
use crate::store::OnlineAccount;
use std::sync::Arc;

/// The socket's state as the screens show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Connection {
    Off,
    Connecting,
    Connected,
    Retrying { retry_in_ms: u64 },
}

/// The online part of the app's state (it outlives the screens).
pub(crate) struct OnlineState {
    pub link: Option<Arc<dyn OnlineLink>>,
    pub session: Option<Box<dyn LinkSession>>,
    /// Bumped by every new session: events of older ones are dropped.
    pub generation: u64,
    pub default_server: String,
    pub account: Option<OnlineAccount>,
    pub name_draft: String,
    pub server_draft: String,
    pub registering: bool,
    pub sign_in_message: Option<String>,
    pub connection: Connection,
    /// The banner on screen is about the connection (cleared when it is back).
    pub connection_banner: bool,
    /// Open the session again when the app comes to the front.
    pub resume_in_front: bool,
    pub me: Option<Account>,
    /// The server's clock minus the device's (from the welcome), for the clocks.
    pub server_offset_ms: i64,
    pub lobby: Vec<LobbyPlayer>,
    pub challenges: Vec<ChallengeView>,
    pub seeking: Option<Proposal>,
    /// The player's running game (from the welcome or a start).
    pub running_game: Option<GameId>,
    /// That game as its screen last heard it, for the hub's card (opponent, clocks).
    pub running_view: Option<crate::protocol::GameView>,
    pub quick_time_control: u32,
    pub quick_rated: bool,
    /// Games this session follows (a new session opens the ones on screen again).
    followed: std::collections::HashSet<GameId>,
}

impl OnlineState {
    pub fn new(link: Option<Arc<dyn OnlineLink>>, default_server: String) -> OnlineState {
        OnlineState {
            link,
            session: None,
            generation: 0,
            server_draft: default_server.clone(),
            default_server,
            account: None,
            name_draft: String::new(),
            registering: false,
            sign_in_message: None,
            connection: Connection::Off,
            connection_banner: false,
            resume_in_front: false,
            me: None,
            server_offset_ms: 0,
            lobby: Vec::new(),
            challenges: Vec::new(),
            seeking: None,
            running_game: None,
            running_view: None,
            quick_time_control: 1,
            quick_rated: true,
            followed: Default::default(),
        }
    }

    pub fn my_name(&self) -> Option<&str> {
        self.account.as_ref().and_then(|a| a.name.as_deref())
    }

    pub fn token(&self) -> Option<&str> {
        self.account.as_ref().and_then(|a| a.token.as_deref())
    }

    /// Sends `msg` on the session, if there is one.
    pub fn send(&mut self, msg: ClientMsg) {
        match &msg {
            ClientMsg::Open { game, .. } => {
                self.followed.insert(*game);
            }
            ClientMsg::Close { game } => {
                self.followed.remove(game);
            }
            _ => {}
        }
        if let Some(session) = &self.session {
            session.send(msg);
        }
    }

    /// The server follows `game` for this session without being asked (a game of ours
    /// that just started).
    pub fn followed_by_server(&mut self, game: GameId) {
        self.followed.insert(game);
    }

    /// Whether this session follows `game` already.
    pub fn follows(&self, game: GameId) -> bool {
        self.followed.contains(&game)
    }

    pub fn play(&self, game: GameId, ply: u32, mv: &str) {
        if let Some(session) = &self.session {
            session.play(game, ply, mv);
        }
    }

    pub fn query(&self, query: LinkQuery) {
        if let Some(session) = &self.session {
            session.query(query);
        }
    }

    pub fn connected(&self) -> bool {
        self.connection == Connection::Connected
    }

    /// The server's time now, by the device's clock.
    pub fn server_now(&self, local_ms: u64) -> u64 {
        (local_ms as i64 + self.server_offset_ms).max(0) as u64
    }

    pub fn close(&mut self) {
        if let Some(session) = self.session.take() {
            session.close();
        }
        self.generation += 1;
        self.followed.clear();
        self.connection = Connection::Off;
        self.lobby.clear();
        self.challenges.clear();
        self.seeking = None;
    }
}

impl OnlineState {
    /// Reads the account from the device store (once, when online or the settings are first
    /// opened).
    pub fn load_account(&mut self, app: &App) -> Result<(), AppError> {
        if self.account.is_some() {
            return Ok(());
        }
        if let Some(account) = app.online_account()? {
            self.server_draft = account.server.clone();
            self.account = Some(account);
        }
        Ok(())
    }

    /// Opens the session with the stored token (if signed in and not open yet); `inbox` makes
    /// the link's inbox for the new session's generation.
    pub fn connect(&mut self, inbox: impl FnOnce(u64) -> LinkInbox) {
        if self.session.is_some() {
            return;
        }
        let Some(link) = self.link.clone() else {
            return;
        };
        let (Some(token), Some(account)) = (self.token(), self.account.as_ref()) else {
            return;
        };
        let servers = vec![account.server.clone()];
        let token = token.to_string();
        self.generation += 1;
        let inbox = inbox(self.generation);
        self.session = Some(link.connect(&servers, &token, inbox));
        self.connection = Connection::Connecting;
    }

    /// The app went to the background: the socket closes (a phone would cut it anyway); the
    /// server counts the player absent and keeps the game for its grace period.
    pub fn background(&mut self) {
        if self.session.is_some() {
            self.close();
            self.resume_in_front = true;
        }
    }
}
