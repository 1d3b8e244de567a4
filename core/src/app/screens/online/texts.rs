//! What the online screens (and the settings' online section) say: the terms of a game,
//! an account, the connection, the server's refusals and settlements, in the app's language.

use crate::app::event::Action;
use crate::app::model::context::Ctx;
use crate::app::services::link::LinkError;
use crate::app::services::online::Connection;
use crate::app::view::*;
use crate::lang::Lang;
use crate::protocol::{Account, ChallengeEnd, ErrorCode, PlayerStatus, TimeControl};
use crate::types::Color;

/// The stakes a challenge offers (Taler per player), within the player's balance.
pub const STAKE_CHOICES: [u64; 6] = [0, 10, 20, 50, 100, 200];

/// The online section of the settings: the server (the build's default, the one typed on the
/// sign-in form, or the account's) and who is signed in; the way to online play, where the
/// server is chosen at sign-in and changed by signing out.
pub(crate) fn settings_section(ctx: &Ctx) -> SectionView {
    let lang = ctx.lang();
    let o = &ctx.online;
    let signed_in = o.token().and(o.my_name());
    let note = if o.link.is_none() {
        no_online_play(lang).to_string()
    } else {
        let (server, state) = match (signed_in, &o.account) {
            (Some(name), Some(account)) => (
                account.server.as_str(),
                match lang {
                    Lang::De => format!("angemeldet als {name}. Für einen anderen Server meldest du dich unter „Online spielen“ ab."),
                    Lang::En => format!("signed in as {name}. For another server, sign out in “Play online”."),
                },
            ),
            _ => (
                o.server_draft.as_str(),
                lang.pick(
                    "nicht angemeldet. Den Server wählst du beim Anmelden.",
                    "not signed in. You choose the server when you sign in.",
                )
                .to_string(),
            ),
        };
        format!("Server: {server} · {state}")
    };
    SectionView {
        title: "Online".to_string(),
        choices: Vec::new(),
        toggles: Vec::new(),
        buttons: if o.link.is_some() {
            vec![ctx.button(Action::OpenOnline, "Online spielen", "Play online")]
        } else {
            Vec::new()
        },
        note: Some(note),
    }
}

/// What the hub and the settings say in a build without the online link.
pub(crate) fn no_online_play(lang: Lang) -> &'static str {
    lang.pick(
        "Online spielen gibt es in dieser Ausgabe nicht.",
        "Online play is not part of this build.",
    )
}

pub(crate) fn time_control(index: u32) -> TimeControl {
    let choices = TimeControl::choices();
    choices
        .get(index as usize)
        .or(choices.first())
        .copied()
        .unwrap_or(TimeControl {
            minutes: 10,
            increment: 5,
        })
}

pub(crate) fn time_control_index(tc: TimeControl) -> u32 {
    TimeControl::choices()
        .iter()
        .position(|&c| c == tc)
        .unwrap_or(0) as u32
}

pub(crate) fn time_control_options(lang: Lang) -> Vec<OptionView> {
    TimeControl::choices()
        .into_iter()
        .map(|tc| OptionView {
            label: tc.label(),
            detail: Some(match lang {
                Lang::De => format!(
                    "{} Minuten je Spieler, {} s mehr je Zug",
                    tc.minutes, tc.increment
                ),
                Lang::En => format!(
                    "{} minutes each, {} s more per move",
                    tc.minutes, tc.increment
                ),
            }),
        })
        .collect()
}

pub(crate) fn status_label(status: PlayerStatus, lang: Lang) -> &'static str {
    match status {
        PlayerStatus::Idle => lang.pick("frei", "idle"),
        PlayerStatus::Seeking => lang.pick("sucht eine Partie", "seeking a game"),
        PlayerStatus::Playing => lang.pick("spielt", "playing"),
    }
}

/// "10+5 · gewertet · 20 Taler".
pub(crate) fn terms_text(tc: TimeControl, rated: bool, stake: u64, lang: Lang) -> String {
    let mut parts = vec![
        tc.label(),
        lang.pick(
            if rated {
                "gewertet"
            } else {
                "freundschaftlich"
            },
            if rated { "rated" } else { "friendly" },
        )
        .to_string(),
    ];
    if stake > 0 {
        parts.push(format!("{stake} Taler"));
    }
    parts.join(" · ")
}

pub(crate) fn account_line(account: &Account, lang: Lang) -> String {
    match lang {
        Lang::De => format!(
            "{} · Elo {} · {} Punkte · {} Taler",
            account.name, account.elo, account.points, account.taler
        ),
        Lang::En => format!(
            "{} · Elo {} · {} points · {} Taler",
            account.name, account.elo, account.points, account.taler
        ),
    }
}

pub(crate) fn connection_text(ctx: &Ctx) -> String {
    let lang = ctx.lang();
    let server = ctx
        .online
        .account
        .as_ref()
        .map(|a| a.server.clone())
        .unwrap_or_else(|| ctx.online.server_draft.clone());
    match &ctx.online.connection {
        Connection::Off => lang.pick("Nicht verbunden.", "Not connected.").to_string(),
        Connection::Connecting => match lang {
            Lang::De => format!("Verbinde mit {server} …"),
            Lang::En => format!("Connecting to {server} …"),
        },
        Connection::Connected => match lang {
            Lang::De => format!("Verbunden mit {server}."),
            Lang::En => format!("Connected to {server}."),
        },
        Connection::Retrying { retry_in_ms } => retry_text(*retry_in_ms, lang),
    }
}

pub(crate) fn retry_text(retry_in_ms: u64, lang: Lang) -> String {
    let secs = retry_in_ms.div_ceil(1000).max(1);
    match lang {
        Lang::De => format!("Keine Verbindung zum Server – neuer Versuch in {secs} s."),
        Lang::En => format!("No connection to the server – trying again in {secs} s."),
    }
}

/// "Gewonnen" / "Remis" / "Verloren" from `colour`'s side.
pub(crate) fn outcome_word(
    result: crate::game::GameResult,
    colour: Color,
    lang: Lang,
) -> &'static str {
    use crate::game::GameResult;
    match (result, colour) {
        (GameResult::Draw, _) => lang.pick("Remis", "Draw"),
        (GameResult::RedWins, Color::Red) | (GameResult::BlackWins, Color::Black) => {
            lang.pick("Gewonnen", "Won")
        }
        _ => lang.pick("Verloren", "Lost"),
    }
}

/// "Punkte +10 · Elo 1500 → 1516 · Taler +20", or why nothing counted.
pub(crate) fn settlement_text(
    s: &crate::protocol::Settlement,
    counted: bool,
    lang: Lang,
) -> String {
    if !counted {
        return lang.pick("nicht gewertet", "not counted").to_string();
    }
    let before = s.elo_after - s.elo;
    let mut parts = vec![
        match lang {
            Lang::De => format!("Punkte {:+}", s.points),
            Lang::En => format!("Points {:+}", s.points),
        },
        format!("Elo {before} → {}", s.elo_after),
    ];
    if s.taler != 0 {
        parts.push(format!("Taler {:+}", s.taler));
    }
    parts.join(" · ")
}

/// A network failure or refusal in the app's language.
pub(crate) fn link_error_text(e: &LinkError, lang: Lang) -> String {
    match e {
        LinkError::Network(_) => lang
            .pick(
                "Der Server ist nicht erreichbar. Prüfe die Adresse und die Verbindung.",
                "The server cannot be reached. Check the address and the connection.",
            )
            .to_string(),
        LinkError::Server { code, message } => error_text(*code, message, lang),
        LinkError::Answer(_) => lang
            .pick(
                "Der Server antwortet unverständlich.",
                "The server's answer makes no sense.",
            )
            .to_string(),
    }
}

/// A server refusal in words.
pub(crate) fn error_text(code: ErrorCode, message: &str, lang: Lang) -> String {
    let (de, en) = match code {
        ErrorCode::NameTaken => ("Dieser Name ist schon vergeben.", "That name is taken."),
        ErrorCode::InvalidName => ("Dieser Name geht nicht.", "That name is not allowed."),
        ErrorCode::TooManyAccounts => (
            "Von dieser Adresse wurden heute schon zu viele Konten angelegt.",
            "Too many accounts were made from this address today.",
        ),
        ErrorCode::Unauthorized => (
            "Der Server kennt dieses Konto nicht mehr.",
            "The server no longer knows this account.",
        ),
        ErrorCode::Offline => ("Der Spieler ist nicht mehr da.", "That player has left."),
        ErrorCode::NotFound => ("Gibt es nicht (mehr).", "Not found."),
        ErrorCode::Busy => (
            "Der Spieler ist gerade beschäftigt.",
            "That player is busy.",
        ),
        ErrorCode::InsufficientTaler => (
            "Dafür reichen die Taler nicht.",
            "Not enough Taler for that.",
        ),
        ErrorCode::StakeNeedsCountedGames => (
            "Einsätze gibt es erst, wenn beide ein paar gewertete Partien gespielt haben.",
            "Stakes need a few counted games on both accounts.",
        ),
        ErrorCode::StakePairLimit => (
            "Heute habt ihr beide schon genug um Taler gespielt.",
            "You two have played for Taler often enough today.",
        ),
        ErrorCode::InvalidStake => ("Dieser Einsatz geht nicht.", "That stake is not allowed."),
        ErrorCode::TakebackRated => (
            "In gewerteten Partien wird nicht zurückgenommen.",
            "No takebacks in rated games.",
        ),
        ErrorCode::NotYourTurn => ("Du bist nicht am Zug.", "It is not your turn."),
        ErrorCode::StalePly | ErrorCode::WrongRevision => (
            "Inzwischen hat sich etwas geändert – die Ansicht ist jetzt aktuell.",
            "Something changed meanwhile – the view is up to date now.",
        ),
        ErrorCode::IllegalMove => ("Dieser Zug ist nicht erlaubt.", "That move is not legal."),
        ErrorCode::GameOver => ("Die Partie ist schon zu Ende.", "The game is already over."),
        ErrorCode::DailyAlreadyPlayed => (
            "Das Rätsel des Tages hast du heute schon gespielt.",
            "You have played today's puzzle already.",
        ),
        ErrorCode::RateLimited => (
            "Zu schnell – einen Moment bitte.",
            "Too fast – one moment please.",
        ),
        ErrorCode::ShuttingDown => (
            "Der Server startet neu; die App verbindet sich gleich wieder.",
            "The server is restarting; the app reconnects in a moment.",
        ),
        ErrorCode::SelfChallenge => (
            "Du kannst dich nicht selbst herausfordern.",
            "You cannot challenge yourself.",
        ),
        ErrorCode::LobbyUnavailable => (
            "Die Lobby zieht gerade auf einen anderen Server um – gleich noch einmal versuchen.",
            "The lobby is moving to another server – try again in a moment.",
        ),
        _ => ("", ""),
    };
    if de.is_empty() {
        return match lang {
            Lang::De => format!("Der Server lehnt ab: {message}"),
            Lang::En => format!("The server refused: {message}"),
        };
    }
    lang.pick(de, en).to_string()
}

/// Why a challenge is off, told to the player (`who`: the other player).
pub(crate) fn challenge_closed_text(reason: ChallengeEnd, who: &str, lang: Lang) -> String {
    match (reason, lang) {
        (ChallengeEnd::Declined, Lang::De) => {
            format!("Die Herausforderung mit {who} ist abgelehnt oder zurückgezogen.")
        }
        (ChallengeEnd::Declined, Lang::En) => {
            format!("The challenge with {who} was declined or withdrawn.")
        }
        (ChallengeEnd::Gone, Lang::De) => {
            format!("{who} ist nicht mehr da; die Herausforderung ist hinfällig.")
        }
        (ChallengeEnd::Gone, Lang::En) => format!("{who} has left; the challenge is off."),
        (ChallengeEnd::InsufficientTaler, Lang::De) => {
            "Der Einsatz passt nicht mehr zum Guthaben; die Herausforderung ist hinfällig."
                .to_string()
        }
        (ChallengeEnd::InsufficientTaler, Lang::En) => {
            "The stake no longer fits a balance; the challenge is off.".to_string()
        }
        (ChallengeEnd::Started, _) => String::new(),
    }
}
