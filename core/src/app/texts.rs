//! The app's sentences: status line, end reasons, repetition warnings, the game's heading and
//! what a recovery did, as messages (see [`crate::l10n`]).

use crate::game::{
    ClockChoice, EndReason, GameSetup, GameState, HouseRules, RepetitionWarning, WarningKind,
};
use crate::lang::Lang;
use crate::store::{Mode, Salvaged};
use crate::tr;
use crate::types::Color;
use std::borrow::Cow;

/// "Rot" / "Red".
pub(crate) fn color_name(c: Color, lang: Lang) -> Cow<'static, str> {
    tr!(lang, "color-name", color = c.name()).into()
}

/// Why a game ended, in words: "Matt" / "checkmate".
pub(crate) fn reason_text(reason: EndReason, lang: Lang) -> Cow<'static, str> {
    tr!(lang, "game-end-reason", reason = reason_key(reason)).into()
}

/// Why a game ended, as the selector of the messages that word it.
pub(crate) fn reason_key(reason: EndReason) -> &'static str {
    use EndReason as R;
    match reason {
        R::Checkmate => "checkmate",
        R::Stalemate => "stalemate",
        R::PerpetualCheck => "perpetual-check",
        R::PerpetualChase => "perpetual-chase",
        R::Repetition => "repetition",
        R::NoAttackers => "no-attackers",
        R::MoveLimit => "move-limit",
        R::Agreement => "agreement",
        R::Resignation => "resignation",
        R::Timeout => "timeout",
        R::TimeoutNoAttackers => "timeout-no-attackers",
        R::Forfeit => "forfeit",
    }
}

/// The status line for a game state.
pub(crate) fn status_text(state: GameState, to_move: Color, in_check: bool, lang: Lang) -> String {
    match state {
        GameState::Ongoing => {
            let who = color_name(to_move, lang);
            if in_check {
                tr!(lang, "game-to-move-check", who = who)
            } else {
                tr!(lang, "game-to-move", who = who)
            }
        }
        GameState::Finished { result, reason } => {
            let why = reason_text(reason, lang);
            match result.winner() {
                None => tr!(lang, "game-draw", why = why),
                Some(w) => tr!(lang, "game-wins", who = color_name(w, lang), why = why),
            }
        }
    }
}

/// The repetition warning as a sentence.
pub(crate) fn warning_text(w: RepetitionWarning, lang: Lang) -> String {
    let kind = match w.kind {
        WarningKind::Checks => "perpetual-check",
        WarningKind::Chases => "perpetual-chase",
        WarningKind::Quiet => "draw",
    };
    tr!(
        lang,
        "game-repetition-warning",
        kind = kind,
        who = color_name(w.side, lang)
    )
}

/// The computer's character by its full name: "Schülerin Xiaolan" / "Xiaolan, the pupil".
pub(crate) fn character_full_name(level: crate::engine::Level, lang: Lang) -> Cow<'static, str> {
    use crate::engine::Level;
    match level {
        Level::Easy => tr!(lang, "engine-xiaolan-the-pupil"),
        Level::Normal => tr!(lang, "engine-meifang-the-actress"),
        Level::Strong => tr!(lang, "engine-master-wang"),
    }
}

/// The game's heading: who plays, the handicap, the house rules and the clock, e.g.
/// "Gegen Meister Wang · du spielst Rot · Vorgabe: dem Computer fehlt ein Pferd · Hausregeln:
/// nur Dauerschach · Uhr: 30 s je Zug".
pub(crate) fn game_title(
    mode: Mode,
    setup: &GameSetup,
    house: HouseRules,
    clock: ClockChoice,
    lang: Lang,
) -> String {
    let mut parts = vec![match mode {
        Mode::VsComputer {
            level,
            computer_color,
        } => tr!(
            lang,
            "game-against",
            name = character_full_name(level, lang),
            you = color_name(!computer_color, lang)
        ),
        Mode::TwoPlayers => tr!(lang, "game-two-players").into_owned(),
    }];
    if let GameSetup::Handicap { handicap, giver } = setup {
        let giver = match mode.computer_color() {
            Some(c) if c == *giver => "computer",
            _ => giver.name(),
        };
        parts.push(tr!(
            lang,
            "game-handicap",
            giver = giver,
            handicap = handicap.name()
        ));
    }
    if let GameSetup::Fen(_) = setup {
        parts.push(tr!(lang, "game-own-position").into_owned());
    }
    let rules = match (house.perpetual_check_only, house.stalemate_is_draw) {
        (true, true) => Some("both"),
        (true, false) => Some("check-only"),
        (false, true) => Some("stalemate-draw"),
        (false, false) => None,
    };
    if let Some(rules) = rules {
        parts.push(tr!(lang, "game-house-rules-line", rules = rules));
    }
    if let Some(text) = clock_text(clock, lang) {
        parts.push(tr!(lang, "game-clock-line", clock = text));
    }
    parts.join(" · ")
}

/// The clock in words, `None` without one.
pub(crate) fn clock_text(clock: ClockChoice, lang: Lang) -> Option<String> {
    if let Some(s) = clock.per_move_seconds() {
        return Some(tr!(lang, "game-clock-per-move", s = s));
    }
    clock.time_control().map(|(m, i)| format!("{m}+{i}"))
}

/// What a recovery did, in one or two sentences: where the damaged file went and what was
/// carried over from it.
pub fn recovery_text(moved_to: Option<&std::path::Path>, s: &Salvaged, lang: Lang) -> String {
    tr!(
        lang,
        "game-recovered",
        moved = if moved_to.is_some() { "yes" } else { "no" },
        path = moved_to
            .map(|p| p.display().to_string())
            .unwrap_or_default(),
        games = s.games,
        settings = if s.settings { "yes" } else { "no" },
        progress = s.progress,
        lost = s.games_lost
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Level;
    use crate::game::Handicap;

    #[test]
    fn a_handicap_of_several_pieces_takes_the_plural() {
        let mode = Mode::VsComputer {
            level: Level::Normal,
            computer_color: Color::Black,
        };
        for (handicap, de, en) in [
            (
                Handicap::Horse,
                "dem Computer fehlt ein Pferd",
                "the computer plays without a horse",
            ),
            (
                Handicap::TwoHorses,
                "dem Computer fehlen beide Pferde",
                "the computer plays without both horses",
            ),
            (
                Handicap::Nine,
                "dem Computer fehlen Soldaten",
                "the computer plays without soldiers",
            ),
        ] {
            let setup = GameSetup::computer_handicap(handicap, Color::Black);
            let title =
                |lang| game_title(mode, &setup, HouseRules::default(), ClockChoice::None, lang);
            assert!(title(Lang::De).contains(de), "{}", title(Lang::De));
            assert!(title(Lang::En).contains(en), "{}", title(Lang::En));
        }
    }
}
