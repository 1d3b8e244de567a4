//! The online wire protocol v1 (see `server/PROTOCOL.md`): every message a client sends
//! ([`ClientMsg`]) or receives ([`ServerMsg`]) on the WebSocket `/v1/play`, and the JSON
//! bodies of the HTTP API under `/v1/`.
//!
//! Parsing is strict: unknown fields and unknown message types are errors
//! (`#[serde(deny_unknown_fields)]`, tagged enums), and [`parse_client`] turns any bad text
//! into a typed [`ErrorCode`]. Sizes are bounded by [`MAX_TEXT_BYTES`] per frame and by the
//! limits on names and stakes below.

use crate::game::{EndReason, GameResult, RepetitionWarning};
use crate::Color;
use serde::{Deserialize, Serialize};

/// The protocol version in the paths (`/v1/...`) and in [`ServerMsg::Welcome`].
pub const PROTOCOL_VERSION: u32 = 1;
/// Largest text frame a client may send (bytes); longer ones get [`ErrorCode::TooLarge`].
pub const MAX_TEXT_BYTES: usize = 4096;
/// Player names: 2 to 20 characters from `A-Z a-z 0-9 _ -`.
pub const MIN_NAME_LEN: usize = 2;
pub const MAX_NAME_LEN: usize = 20;
/// The largest stake one game may carry (Taler per player).
pub const MAX_STAKE: u64 = 1_000_000;
/// Largest lag (ms) a client may report with a move; the server compensates less (see
/// PROTOCOL.md, "Clock").
pub const MAX_REPORTED_LAG_MS: u32 = 5_000;

/// A game's id.
pub type GameId = u64;
/// A challenge's id.
pub type ChallengeId = u64;

/// serde for the rules' [`Color`]: `"red"` / `"black"`.
pub mod color_serde {
    use crate::Color;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(c: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(c.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        match <&str>::deserialize(d)? {
            "red" => Ok(Color::Red),
            "black" => Ok(Color::Black),
            other => Err(serde::de::Error::custom(format!(
                "bad colour {other:?} (use red or black)"
            ))),
        }
    }
}

/// Minutes per player plus seconds added per move (Fischer): 3+2, 10+5, 20+10 or 45+15.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TimeControl {
    pub minutes: u32,
    pub increment: u32,
}

impl TimeControl {
    /// The offered controls (the core's [`crate::game::CHESS_CHOICES`]).
    pub fn choices() -> Vec<TimeControl> {
        crate::game::CHESS_CHOICES
            .iter()
            .map(|&(minutes, increment)| TimeControl { minutes, increment })
            .collect()
    }

    /// Is this one of the offered controls?
    pub fn is_offered(self) -> bool {
        crate::game::CHESS_CHOICES.contains(&(self.minutes, self.increment))
    }

    /// Parses `10+5`.
    pub fn parse(text: &str) -> Option<TimeControl> {
        let (m, i) = text.trim().split_once('+')?;
        let tc = TimeControl {
            minutes: m.trim().parse().ok()?,
            increment: i.trim().parse().ok()?,
        };
        tc.is_offered().then_some(tc)
    }

    /// `10+5`.
    pub fn label(self) -> String {
        format!("{}+{}", self.minutes, self.increment)
    }

    pub fn base_ms(self) -> u64 {
        u64::from(self.minutes) * 60_000
    }

    pub fn increment_ms(self) -> u64 {
        u64::from(self.increment) * 1_000
    }
}

/// A player's public account figures.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Account {
    pub name: String,
    pub elo: i64,
    /// +10 per rated win, -10 per rated loss.
    pub points: i64,
    /// Taler on the account (stakes of a running game are held by the game).
    pub taler: i64,
}

/// Who is in the lobby and what they do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayerStatus {
    Idle,
    /// Waiting in the quick-game pool.
    Seeking,
    Playing,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LobbyPlayer {
    pub name: String,
    pub elo: i64,
    pub status: PlayerStatus,
}

/// What a challenger proposes: the server picks the colours (whoever had Red in the pair's
/// last game plays Black).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Proposal {
    pub time_control: TimeControl,
    pub rated: bool,
    /// Taler each player puts in (0 for none; friendly games carry none).
    pub stake: u64,
}

/// The full terms of a game, colours included.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Terms {
    pub time_control: TimeControl,
    pub rated: bool,
    pub stake: u64,
    /// The name of the player who plays Red.
    pub red: String,
}

/// A challenge as both parties see it. Each change makes a new `revision`; the game starts
/// once both players have accepted the current one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChallengeView {
    pub id: ChallengeId,
    pub from: String,
    pub to: String,
    pub revision: u32,
    pub terms: Terms,
    /// Names that accepted this revision (its author accepts it by proposing it).
    pub accepted_by: Vec<String>,
    /// The quick-game pool made this pairing.
    pub quick: bool,
}

/// Why a challenge is gone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChallengeEnd {
    /// A game started from it ([`ServerMsg::GameStarted`] follows).
    Started,
    Declined,
    /// One of the two went offline.
    Gone,
    /// A stake no longer fits a balance at the start.
    InsufficientTaler,
}

/// One player of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GamePlayer {
    pub name: String,
    /// Elo when the game started.
    pub elo: i64,
}

/// Both clocks at a moment of the server's time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClockView {
    pub red_ms: u64,
    pub black_ms: u64,
    /// Whose time runs (none once the game is over).
    #[serde(default, with = "opt_color")]
    pub running: Option<Color>,
    /// The server time (ms since 1970) these figures refer to.
    pub at_ms: u64,
}

/// serde for `Option<Color>`.
pub mod opt_color {
    use crate::Color;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(c: &Option<Color>, s: S) -> Result<S::Ok, S::Error> {
        match c {
            Some(c) => s.serialize_some(c.name()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Color>, D::Error> {
        match Option::<&str>::deserialize(d)? {
            None => Ok(None),
            Some("red") => Ok(Some(Color::Red)),
            Some("black") => Ok(Some(Color::Black)),
            Some(other) => Err(serde::de::Error::custom(format!(
                "bad colour {other:?} (use red or black)"
            ))),
        }
    }
}

/// What one player got from a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settlement {
    pub points: i64,
    pub elo: i64,
    pub elo_after: i64,
    /// Taler won or lost by the game (stakes back count as 0).
    pub taler: i64,
}

/// The outcome of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Outcome {
    pub result: GameResult,
    pub reason: EndReason,
    /// Points, Elo and stakes were applied (a rated game that reached ten plies or three
    /// minutes).
    pub counted: bool,
    pub red: Settlement,
    pub black: Settlement,
}

/// A pending offer in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Offer {
    #[serde(with = "color_serde")]
    pub by: Color,
}

/// A whole game as of version `v` (sent when events cannot be replayed).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameView {
    pub id: GameId,
    pub red: GamePlayer,
    pub black: GamePlayer,
    pub time_control: TimeControl,
    pub rated: bool,
    pub stake: u64,
    pub started_at_ms: u64,
    /// ICCS moves.
    pub moves: Vec<String>,
    pub clock: ClockView,
    #[serde(default)]
    pub warning: Option<RepetitionWarning>,
    #[serde(default)]
    pub draw_offer: Option<Offer>,
    #[serde(default)]
    pub takeback_offer: Option<Offer>,
    /// A disconnected player and when its grace period ends.
    #[serde(default)]
    pub absent: Vec<Absence>,
    #[serde(default)]
    pub outcome: Option<Outcome>,
    /// The version of the last event included.
    pub v: u64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Absence {
    #[serde(with = "color_serde")]
    pub color: Color,
    pub until_ms: u64,
}

/// One event of a live game; events carry consecutive versions from 1.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum GameEvent {
    Moved {
        /// Plies played after this move (1 for Red's first move).
        ply: u32,
        mv: String,
        clock: ClockView,
        #[serde(default)]
        warning: Option<RepetitionWarning>,
    },
    DrawOffered {
        #[serde(with = "color_serde")]
        by: Color,
    },
    DrawDeclined {
        #[serde(with = "color_serde")]
        by: Color,
    },
    TakebackOffered {
        #[serde(with = "color_serde")]
        by: Color,
    },
    TakebackDeclined {
        #[serde(with = "color_serde")]
        by: Color,
    },
    /// Plies were taken back; `ply` remain.
    TakenBack {
        ply: u32,
        clock: ClockView,
    },
    /// A player's connection went away (`until_ms`: the grace period's end) or came back.
    Presence {
        #[serde(with = "color_serde")]
        color: Color,
        connected: bool,
        #[serde(default)]
        until_ms: Option<u64>,
    },
    Ended {
        outcome: Outcome,
        clock: ClockView,
    },
}

/// A finished game with every move (archives).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArchivedGame {
    pub id: GameId,
    pub red: GamePlayer,
    pub black: GamePlayer,
    pub time_control: TimeControl,
    pub rated: bool,
    pub stake: u64,
    pub started_at_ms: u64,
    pub ended_at_ms: u64,
    pub moves: Vec<String>,
    pub outcome: Outcome,
}

/// A running game in the live list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LiveGame {
    pub id: GameId,
    pub red: GamePlayer,
    pub black: GamePlayer,
    pub time_control: TimeControl,
    pub rated: bool,
    pub plies: u32,
}

/// Games, wins, draws and losses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tally {
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TimeControlTally {
    pub time_control: TimeControl,
    pub tally: Tally,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EloPoint {
    pub game: GameId,
    pub at_ms: u64,
    pub elo: i64,
}

/// A player's statistics over finished games (`GET /v1/players/{name}/stats`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerStats {
    pub account: Account,
    pub all: Tally,
    pub as_red: Tally,
    pub as_black: Tally,
    pub by_time_control: Vec<TimeControlTally>,
    /// Elo after each counted game, oldest first.
    pub elo_history: Vec<EloPoint>,
    /// Consecutive days with a solved daily puzzle, up to today (or yesterday).
    pub daily_streak: u32,
}

/// One row of a day's puzzle list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DailyEntry {
    pub name: String,
    pub score: u32,
    pub wrong_tries: u32,
    pub seconds: u32,
    pub streak: u32,
}

/// `GET /v1/daily/{date}`: the scores of a day, best first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DailyList {
    pub date: String,
    pub puzzle_id: String,
    pub entries: Vec<DailyEntry>,
}

/// What one daily try did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "result", rename_all = "snake_case", deny_unknown_fields)]
pub enum DailyTry {
    /// Not the way to mate (counts as a wrong try); the position is unchanged.
    Wrong { wrong_tries: u32 },
    /// Accepted; the defence answered `reply`.
    Continue { reply: String },
    /// Mate: the attempt is over ([`ServerMsg::DailyDone`] follows).
    Mate,
}

/// `POST /v1/accounts` body.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RegisterRequest {
    pub name: String,
}

/// `POST /v1/accounts` answer: the token is shown once; keep it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Registered {
    pub account: Account,
    pub token: String,
}

/// Every HTTP error body: `{"error": {"code": ..., "message": ...}}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HttpError {
    pub error: ErrorBody,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ErrorBody {
    pub code: ErrorCode,
    pub message: String,
}

/// Server limits announced in [`ServerMsg::Welcome`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Limits {
    pub max_text_bytes: u32,
    /// Messages per second a connection may send on average, and the burst above it.
    pub messages_per_second: u32,
    pub burst: u32,
    /// How long a disconnected player has to come back (ms).
    pub disconnect_grace_ms: u64,
    /// A test server's clock speed (its clock runs this many times faster than real time;
    /// durations above are in the server's milliseconds). Absent (1) on a real server.
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub time_scale: u32,
}

fn one() -> u32 {
    1
}

fn is_one(v: &u32) -> bool {
    *v == 1
}

/// Every error code, on the socket ([`ServerMsg::Error`]) and over HTTP ([`HttpError`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// Missing or wrong token.
    Unauthorized,
    /// Not JSON, or not an object with a string `type`.
    Malformed,
    /// A `type` this protocol version does not have.
    UnknownMessage,
    /// A known message with missing, extra or ill-typed fields.
    InvalidField,
    TooLarge,
    BinaryUnsupported,
    RateLimited,
    NotFound,
    /// The game is someone else's (for a spectator: acting is not allowed).
    NotAPlayer,
    NotYourTurn,
    /// The move's `ply` is not the number of plies played.
    StalePly,
    IllegalMove,
    GameOver,
    /// The player is already playing, seeking or in a challenge.
    Busy,
    Offline,
    SelfChallenge,
    InvalidTimeControl,
    InvalidStake,
    InsufficientTaler,
    /// Takebacks are for friendly games.
    TakebackRated,
    NoOffer,
    AlreadyOffered,
    /// No move of yours to take back.
    NothingToTakeBack,
    /// The accepted revision is not the challenge's current one.
    WrongRevision,
    /// The colours name someone outside the challenge.
    InvalidTerms,
    NameTaken,
    InvalidName,
    DailyAlreadyPlayed,
    DailyNotStarted,
    Internal,
    ShuttingDown,
    /// Registration: this address made its allowance of accounts for the day (HTTP 429).
    TooManyAccounts,
    /// A stake while one of the two accounts has too few counted games.
    StakeNeedsCountedGames,
    /// These two accounts played their staked games for the day.
    StakePairLimit,
    /// In a cluster: the lobby's node is gone and another has not taken its place yet; the
    /// request had no effect (send it again after a moment).
    LobbyUnavailable,
}

impl ErrorCode {
    /// The snake_case name.
    pub fn name(self) -> &'static str {
        match self {
            ErrorCode::Unauthorized => "unauthorized",
            ErrorCode::Malformed => "malformed",
            ErrorCode::UnknownMessage => "unknown_message",
            ErrorCode::InvalidField => "invalid_field",
            ErrorCode::TooLarge => "too_large",
            ErrorCode::BinaryUnsupported => "binary_unsupported",
            ErrorCode::RateLimited => "rate_limited",
            ErrorCode::NotFound => "not_found",
            ErrorCode::NotAPlayer => "not_a_player",
            ErrorCode::NotYourTurn => "not_your_turn",
            ErrorCode::StalePly => "stale_ply",
            ErrorCode::IllegalMove => "illegal_move",
            ErrorCode::GameOver => "game_over",
            ErrorCode::Busy => "busy",
            ErrorCode::Offline => "offline",
            ErrorCode::SelfChallenge => "self_challenge",
            ErrorCode::InvalidTimeControl => "invalid_time_control",
            ErrorCode::InvalidStake => "invalid_stake",
            ErrorCode::InsufficientTaler => "insufficient_taler",
            ErrorCode::TakebackRated => "takeback_rated",
            ErrorCode::NoOffer => "no_offer",
            ErrorCode::AlreadyOffered => "already_offered",
            ErrorCode::NothingToTakeBack => "nothing_to_take_back",
            ErrorCode::WrongRevision => "wrong_revision",
            ErrorCode::InvalidTerms => "invalid_terms",
            ErrorCode::NameTaken => "name_taken",
            ErrorCode::InvalidName => "invalid_name",
            ErrorCode::DailyAlreadyPlayed => "daily_already_played",
            ErrorCode::DailyNotStarted => "daily_not_started",
            ErrorCode::Internal => "internal",
            ErrorCode::ShuttingDown => "shutting_down",
            ErrorCode::TooManyAccounts => "too_many_accounts",
            ErrorCode::StakeNeedsCountedGames => "stake_needs_counted_games",
            ErrorCode::StakePairLimit => "stake_pair_limit",
            ErrorCode::LobbyUnavailable => "lobby_unavailable",
        }
    }

    /// Every code (for the documentation test).
    pub const ALL: [ErrorCode; 35] = [
        ErrorCode::Unauthorized,
        ErrorCode::Malformed,
        ErrorCode::UnknownMessage,
        ErrorCode::InvalidField,
        ErrorCode::TooLarge,
        ErrorCode::BinaryUnsupported,
        ErrorCode::RateLimited,
        ErrorCode::NotFound,
        ErrorCode::NotAPlayer,
        ErrorCode::NotYourTurn,
        ErrorCode::StalePly,
        ErrorCode::IllegalMove,
        ErrorCode::GameOver,
        ErrorCode::Busy,
        ErrorCode::Offline,
        ErrorCode::SelfChallenge,
        ErrorCode::InvalidTimeControl,
        ErrorCode::InvalidStake,
        ErrorCode::InsufficientTaler,
        ErrorCode::TakebackRated,
        ErrorCode::NoOffer,
        ErrorCode::AlreadyOffered,
        ErrorCode::NothingToTakeBack,
        ErrorCode::WrongRevision,
        ErrorCode::InvalidTerms,
        ErrorCode::NameTaken,
        ErrorCode::InvalidName,
        ErrorCode::DailyAlreadyPlayed,
        ErrorCode::DailyNotStarted,
        ErrorCode::Internal,
        ErrorCode::ShuttingDown,
        ErrorCode::TooManyAccounts,
        ErrorCode::StakeNeedsCountedGames,
        ErrorCode::StakePairLimit,
        ErrorCode::LobbyUnavailable,
    ];
}

/// A message from a client on the socket. (Variants without fields are written `{}` so
/// that serde refuses extra fields on them too.)
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMsg {
    /// Answered by [`ServerMsg::Pong`] (measure the round trip for `lag_ms`).
    Ping {
        id: u64,
    },
    /// One [`ServerMsg::Lobby`] now.
    Lobby {},
    /// Lobby updates on every change (`on: false` stops them).
    LobbySubscribe {
        on: bool,
    },
    Challenge {
        to: String,
        proposal: Proposal,
    },
    /// Change the terms (or swap colours): a new revision that the other side must accept.
    Counter {
        challenge: ChallengeId,
        terms: Terms,
    },
    Accept {
        challenge: ChallengeId,
        revision: u32,
    },
    /// Decline (the challenged) or withdraw (the challenger).
    Decline {
        challenge: ChallengeId,
    },
    /// Join the quick-game pool.
    Quick {
        proposal: Proposal,
    },
    QuickCancel {},
    /// Follow a game: as its player (resuming it) or as a spectator. With `since`, the
    /// events after that version are replayed; otherwise a snapshot comes first.
    Open {
        game: GameId,
        #[serde(default)]
        since: Option<u64>,
    },
    /// Stop following a game (a player stays in it; only the connection's absence counts).
    Close {
        game: GameId,
    },
    Move {
        game: GameId,
        /// Plies played before this move (the client's view; stale views get `stale_ply`).
        ply: u32,
        mv: String,
        /// The client's estimate of its one-way network delay (ms), for the lag allowance.
        #[serde(default)]
        lag_ms: Option<u32>,
    },
    OfferDraw {
        game: GameId,
    },
    AcceptDraw {
        game: GameId,
    },
    DeclineDraw {
        game: GameId,
    },
    Resign {
        game: GameId,
    },
    OfferTakeback {
        game: GameId,
    },
    AcceptTakeback {
        game: GameId,
    },
    DeclineTakeback {
        game: GameId,
    },
    /// Start (or resume) today's daily puzzle.
    DailyStart {},
    DailyMove {
        mv: String,
    },
    DailyGiveUp {},
}

impl ClientMsg {
    /// Every message type name (for error classification and the documentation test).
    pub const TYPES: [&'static str; 22] = [
        "ping",
        "lobby",
        "lobby_subscribe",
        "challenge",
        "counter",
        "accept",
        "decline",
        "quick",
        "quick_cancel",
        "open",
        "close",
        "move",
        "offer_draw",
        "accept_draw",
        "decline_draw",
        "resign",
        "offer_takeback",
        "accept_takeback",
        "decline_takeback",
        "daily_start",
        "daily_move",
        "daily_give_up",
    ];
}

/// A message from the server on the socket.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ServerMsg {
    /// The first message on every connection.
    Welcome {
        protocol: u32,
        you: Account,
        server_time_ms: u64,
        /// The running game the player is in, if any (open it to resume).
        #[serde(default)]
        game: Option<GameId>,
        limits: Limits,
    },
    Pong {
        id: u64,
        server_time_ms: u64,
    },
    Error {
        code: ErrorCode,
        message: String,
        /// The game the failed request was about.
        #[serde(default)]
        game: Option<GameId>,
    },
    Lobby {
        players: Vec<LobbyPlayer>,
    },
    /// A new or changed challenge (sent to both parties).
    Challenge {
        challenge: ChallengeView,
    },
    ChallengeClosed {
        challenge: ChallengeId,
        reason: ChallengeEnd,
    },
    /// In the quick-game pool.
    Seeking {
        proposal: Proposal,
    },
    SeekCancelled {},
    /// A game of yours started: open it.
    GameStarted {
        game: GameId,
        #[serde(with = "color_serde")]
        color: Color,
    },
    GameSnapshot {
        game: GameView,
    },
    GameEvent {
        game: GameId,
        v: u64,
        event: GameEvent,
    },
    /// The player's figures changed (after a game).
    AccountUpdate {
        you: Account,
    },
    /// Today's puzzle (also when resuming an attempt: `played` holds its moves so far).
    DailyPuzzle {
        date: String,
        puzzle_id: String,
        level: u8,
        fen: String,
        started_at_ms: u64,
        played: Vec<String>,
        wrong_tries: u32,
    },
    DailyTried {
        mv: String,
        outcome: DailyTry,
    },
    /// The attempt is over: the score and (now) the solution.
    DailyDone {
        date: String,
        solved: bool,
        score: u32,
        wrong_tries: u32,
        seconds: u32,
        solution: Vec<String>,
        streak: u32,
    },
    /// The server is stopping; reconnect later (games resume).
    Shutdown {},
}

/// Why a client's text was refused (the code to answer with).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{code:?}: {message}")]
pub struct ProtocolError {
    pub code: ErrorCode,
    pub message: String,
}

/// Parses one client text frame strictly, classifying failures.
pub fn parse_client(text: &str) -> Result<ClientMsg, ProtocolError> {
    if text.len() > MAX_TEXT_BYTES {
        return Err(ProtocolError {
            code: ErrorCode::TooLarge,
            message: format!("{} bytes (at most {MAX_TEXT_BYTES})", text.len()),
        });
    }
    serde_json::from_str(text).map_err(|e| classify(text, e))
}

fn classify(text: &str, err: serde_json::Error) -> ProtocolError {
    let message = err.to_string();
    let code = match serde_json::from_str::<serde_json::Value>(text) {
        Err(_) => ErrorCode::Malformed,
        Ok(v) => match v.get("type").and_then(|t| t.as_str()) {
            None => ErrorCode::Malformed,
            Some(t) if ClientMsg::TYPES.contains(&t) => ErrorCode::InvalidField,
            Some(_) => ErrorCode::UnknownMessage,
        },
    };
    ProtocolError { code, message }
}

/// Parses one server message (clients: strict as well, so a mismatch shows at once).
pub fn parse_server(text: &str) -> Result<ServerMsg, serde_json::Error> {
    serde_json::from_str(text)
}

/// Is `name` a valid player name?
pub fn valid_name(name: &str) -> bool {
    (MIN_NAME_LEN..=MAX_NAME_LEN).contains(&name.len())
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_fields_and_types_are_typed_errors() {
        let e = parse_client(r#"{"type":"ping","id":1,"x":2}"#).unwrap_err();
        assert_eq!(e.code, ErrorCode::InvalidField);
        let e = parse_client(r#"{"type":"fly"}"#).unwrap_err();
        assert_eq!(e.code, ErrorCode::UnknownMessage);
        let e = parse_client("{not json").unwrap_err();
        assert_eq!(e.code, ErrorCode::Malformed);
        let e = parse_client("[1,2]").unwrap_err();
        assert_eq!(e.code, ErrorCode::Malformed);
        let e = parse_client(&"x".repeat(MAX_TEXT_BYTES + 1)).unwrap_err();
        assert_eq!(e.code, ErrorCode::TooLarge);
        let e = parse_client(r#"{"type":"move","game":1,"ply":-1,"mv":"h2e2"}"#).unwrap_err();
        assert_eq!(e.code, ErrorCode::InvalidField);
    }

    #[test]
    fn nested_unknown_fields_are_refused() {
        let t = r#"{"type":"quick","proposal":{"time_control":{"minutes":3,"increment":2,"x":1},"rated":true,"stake":0}}"#;
        assert_eq!(parse_client(t).unwrap_err().code, ErrorCode::InvalidField);
    }

    #[test]
    fn every_type_name_is_listed() {
        for t in ClientMsg::TYPES {
            let e = parse_client(&format!(r#"{{"type":"{t}","bogus":0}}"#));
            assert!(
                matches!(
                    e,
                    Err(ProtocolError {
                        code: ErrorCode::InvalidField,
                        ..
                    })
                ),
                "{t}: {e:?}"
            );
        }
        for c in ErrorCode::ALL {
            let json = serde_json::to_string(&c).unwrap();
            assert_eq!(json, format!("\"{}\"", c.name()));
        }
    }

    #[test]
    fn names() {
        assert!(valid_name("wang_li-2"));
        assert!(!valid_name("x"));
        assert!(!valid_name("a b"));
        assert!(!valid_name(&"a".repeat(21)));
        assert!(!valid_name("王"));
    }

    #[test]
    fn time_controls() {
        assert_eq!(
            TimeControl::parse("10+5").map(|t| t.base_ms()),
            Some(600_000)
        );
        assert_eq!(TimeControl::parse("10+6"), None);
        assert_eq!(TimeControl::choices().len(), 4);
    }
}
