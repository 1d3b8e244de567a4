//! What the online screens (and the settings' online section) say: the terms of a game,
//! an account, the connection, the server's refusals and settlements, in the app's language.

use crate::app::event::Action;
use crate::app::model::context::{button, Ctx};
use crate::app::services::link::LinkError;
use crate::app::view::*;
use crate::lang::Lang;
use crate::protocol::{ChallengeEnd, ErrorCode, GamePlayer, PlayerStatus, TimeControl};
use crate::tr;
use crate::types::Color;
use std::borrow::Cow;

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
        no_online_play(lang).into_owned()
    } else {
        let (server, state) = match (signed_in, &o.account) {
            (Some(name), Some(account)) => (
                account.server.as_str(),
                tr!(lang, "online-signed-in-as-for", name = name),
            ),
            _ => (
                o.server_draft.as_str(),
                tr!(lang, "online-not-signed-in-you").into_owned(),
            ),
        };
        tr!(lang, "online-settings-note", server = server, state = state)
    };
    SectionView {
        title: tr!(lang, "online-settings-title").into_owned(),
        choices: Vec::new(),
        toggles: Vec::new(),
        buttons: if o.link.is_some() {
            vec![button(
                Action::OpenOnline,
                &tr!(lang, "online-play-online"),
                true,
                ButtonRole::Secondary,
            )]
        } else {
            Vec::new()
        },
        note: Some(note),
    }
}

/// What the hub and the settings say in a build without the online link.
pub(crate) fn no_online_play(lang: Lang) -> Cow<'static, str> {
    tr!(lang, "online-online-play-is-not")
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
            detail: Some(tr!(
                lang,
                "online-minutes-each-s-more",
                minutes = tc.minutes,
                increment = tc.increment
            )),
        })
        .collect()
}

/// How fast a time control plays, as chess players say it: Blitz, Rapid, Classical (by a
/// game's expected length of 40 moves a side, as lichess counts).
pub(crate) fn speed_word(tc: TimeControl, lang: Lang) -> Cow<'static, str> {
    let expected_s = u64::from(tc.minutes) * 60 + 40 * u64::from(tc.increment);
    if expected_s < 480 {
        tr!(lang, "online-speed-blitz")
    } else if expected_s < 1500 {
        tr!(lang, "online-speed-rapid")
    } else {
        tr!(lang, "online-speed-classical")
    }
}

pub(crate) fn status_label(status: PlayerStatus, lang: Lang) -> Cow<'static, str> {
    match status {
        PlayerStatus::Idle => tr!(lang, "online-idle"),
        PlayerStatus::Seeking => tr!(lang, "online-seeking-a-game"),
        PlayerStatus::Playing => tr!(lang, "online-playing"),
    }
}

/// A stake in Taler: "20 Taler".
pub(crate) fn taler_text(taler: u64, lang: Lang) -> String {
    tr!(lang, "online-taler", taler = taler)
}

/// "10+5 · gewertet · 20 Taler".
pub(crate) fn terms_text(tc: TimeControl, rated: bool, stake: u64, lang: Lang) -> String {
    let mut parts = vec![
        tc.label(),
        if rated {
            tr!(lang, "online-rated-short")
        } else {
            tr!(lang, "online-friendly-short")
        }
        .into_owned(),
    ];
    if stake > 0 {
        parts.push(taler_text(stake, lang));
    }
    parts.join(" · ")
}

/// The two players of a game with their Elo: "Mei (1500) – Li (1480)".
pub(crate) fn pairing(red: &GamePlayer, black: &GamePlayer, lang: Lang) -> String {
    tr!(
        lang,
        "online-pairing",
        red = red.name.as_str(),
        red_elo = red.elo,
        black = black.name.as_str(),
        black_elo = black.elo
    )
}

pub(crate) fn retry_text(retry_in_ms: u64, lang: Lang) -> String {
    let secs = retry_in_ms.div_ceil(1000).max(1);
    tr!(lang, "online-no-connection-to-the", secs = secs)
}

/// "Gewonnen" / "Remis" / "Verloren" from `colour`'s side.
pub(crate) fn outcome_word(
    result: crate::game::GameResult,
    colour: Color,
    lang: Lang,
) -> Cow<'static, str> {
    use crate::game::GameResult;
    match (result, colour) {
        (GameResult::Draw, _) => tr!(lang, "online-draw"),
        (GameResult::RedWins, Color::Red) | (GameResult::BlackWins, Color::Black) => {
            tr!(lang, "online-won")
        }
        _ => tr!(lang, "online-lost"),
    }
}

/// "Punkte +10 · Elo 1500 → 1516 · Taler +20", or why nothing counted.
pub(crate) fn settlement_text(
    s: &crate::protocol::Settlement,
    counted: bool,
    lang: Lang,
) -> String {
    if !counted {
        return tr!(lang, "online-not-counted").into_owned();
    }
    let before = s.elo_after - s.elo;
    // The changes with their sign, "+10" or "-3".
    let mut parts = vec![
        tr!(lang, "online-points-2", points = format!("{:+}", s.points)),
        tr!(
            lang,
            "online-elo-change",
            before = before,
            after = s.elo_after
        ),
    ];
    if s.taler != 0 {
        parts.push(tr!(
            lang,
            "online-taler-change",
            taler = format!("{:+}", s.taler)
        ));
    }
    parts.join(" · ")
}

/// A network failure or refusal in the app's language.
pub(crate) fn link_error_text(e: &LinkError, lang: Lang) -> String {
    match e {
        LinkError::Network(_) => tr!(lang, "online-the-server-cannot-be").into_owned(),
        LinkError::Server { code, message } => error_text(*code, message, lang),
        LinkError::Answer(_) => tr!(lang, "online-the-servers-answer-makes").into_owned(),
    }
}

/// A server refusal in words.
pub(crate) fn error_text(code: ErrorCode, message: &str, lang: Lang) -> String {
    let text = match code {
        ErrorCode::NameTaken => tr!(lang, "online-that-name-is-taken"),
        ErrorCode::InvalidName => tr!(lang, "online-that-name-is-not"),
        ErrorCode::TooManyAccounts => tr!(lang, "online-too-many-accounts-were"),
        ErrorCode::Unauthorized => tr!(lang, "online-the-server-no-longer"),
        ErrorCode::Offline => tr!(lang, "online-that-player-has-left"),
        ErrorCode::NotFound => tr!(lang, "online-not-found"),
        ErrorCode::Busy => tr!(lang, "online-that-player-is-busy"),
        ErrorCode::InsufficientTaler => tr!(lang, "online-not-enough-taler-for"),
        ErrorCode::StakeNeedsCountedGames => tr!(lang, "online-stakes-need-a-few"),
        ErrorCode::StakePairLimit => tr!(lang, "online-you-two-have-played"),
        ErrorCode::InvalidStake => tr!(lang, "online-that-stake-is-not"),
        ErrorCode::TakebackRated => tr!(lang, "online-no-takebacks-in-rated"),
        ErrorCode::NotYourTurn => tr!(lang, "online-it-is-not-your"),
        ErrorCode::StalePly | ErrorCode::WrongRevision => {
            tr!(lang, "online-something-changed-meanwhile-the")
        }
        ErrorCode::IllegalMove => tr!(lang, "online-that-move-is-not"),
        ErrorCode::GameOver => tr!(lang, "online-the-game-is-already"),
        ErrorCode::DailyAlreadyPlayed => tr!(lang, "online-you-have-played-todays"),
        ErrorCode::RateLimited => tr!(lang, "online-too-fast-one-moment"),
        ErrorCode::ShuttingDown => tr!(lang, "online-the-server-is-restarting"),
        ErrorCode::SelfChallenge => tr!(lang, "online-you-cannot-challenge-yourself"),
        ErrorCode::LobbyUnavailable => tr!(lang, "online-the-lobby-is-moving"),
        _ => tr!(lang, "online-the-server-refused", message = message).into(),
    };
    text.into_owned()
}

/// Why a challenge is off, told to the player (`who`: the other player).
pub(crate) fn challenge_closed_text(reason: ChallengeEnd, who: &str, lang: Lang) -> String {
    match reason {
        ChallengeEnd::Declined => tr!(lang, "online-challenge-declined", who = who),
        ChallengeEnd::Gone => tr!(lang, "online-challenge-player-gone", who = who),
        ChallengeEnd::InsufficientTaler => {
            tr!(lang, "online-challenge-stake-unaffordable").into_owned()
        }
        ChallengeEnd::Started => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::Settlement;

    const TC: TimeControl = TimeControl {
        minutes: 10,
        increment: 5,
    };

    #[test]
    fn the_terms_and_the_settlement_read_as_before() {
        assert_eq!(
            terms_text(TC, true, 20, Lang::De),
            "10+5 · gewertet · 20 Taler"
        );
        assert_eq!(terms_text(TC, false, 0, Lang::En), "10+5 · friendly");
        let s = Settlement {
            points: 10,
            elo: 16,
            elo_after: 1516,
            taler: -20,
        };
        assert_eq!(
            settlement_text(&s, true, Lang::De),
            "Punkte +10 · Elo 1500 → 1516 · Taler -20"
        );
        assert_eq!(settlement_text(&s, false, Lang::En), "not counted");
        assert_eq!(
            crate::tr!(crate::l10n::Locale::ZhHans, "online-rated-short"),
            "计分赛"
        );
    }

    #[test]
    fn refusals_and_closed_challenges_in_words() {
        assert_eq!(
            error_text(ErrorCode::NameTaken, "", Lang::De),
            "Dieser Name ist schon vergeben."
        );
        assert_eq!(
            challenge_closed_text(ChallengeEnd::Gone, "Mei", Lang::En),
            "Mei has left; the challenge is off."
        );
        assert_eq!(
            challenge_closed_text(ChallengeEnd::Started, "Mei", Lang::De),
            ""
        );
    }

    #[test]
    fn the_time_controls_have_their_speed() {
        let words: Vec<_> = TimeControl::choices()
            .into_iter()
            .map(|tc| speed_word(tc, Lang::En).into_owned())
            .collect();
        assert_eq!(words, ["Blitz", "Rapid", "Classical", "Classical"]);
    }
}
