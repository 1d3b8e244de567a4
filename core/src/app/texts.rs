//! The app's sentences: status line, end reasons, repetition warnings, in German and English.

use crate::game::{
    ClockChoice, EndReason, GameSetup, GameState, Handicap, HouseRules, RepetitionWarning,
    WarningKind,
};
use crate::lang::Lang;
use crate::store::{Mode, Salvaged};
use crate::types::Color;

pub(crate) fn color_name(c: Color, lang: Lang) -> &'static str {
    match (c, lang) {
        (Color::Red, Lang::De) => "Rot",
        (Color::Black, Lang::De) => "Schwarz",
        (Color::Red, Lang::En) => "Red",
        (Color::Black, Lang::En) => "Black",
    }
}

pub(crate) fn reason_text(reason: EndReason, lang: Lang) -> &'static str {
    use EndReason as R;
    match lang {
        Lang::De => match reason {
            R::Checkmate => "Matt",
            R::Stalemate => "Patt",
            R::PerpetualCheck => "Dauerschach",
            R::PerpetualChase => "Dauerjagd",
            R::Repetition => "Stellungswiederholung",
            R::NoAttackers => "keine Angreifer mehr",
            R::MoveLimit => "60 Züge ohne Schlag",
            R::Agreement => "Einigung",
            R::Resignation => "Aufgabe",
            R::Timeout => "Zeit abgelaufen",
            R::TimeoutNoAttackers => "Zeit abgelaufen, Gegner ohne Angreifer",
            R::Forfeit => "Partie verlassen",
        },
        Lang::En => match reason {
            R::Checkmate => "checkmate",
            R::Stalemate => "stalemate",
            R::PerpetualCheck => "perpetual check",
            R::PerpetualChase => "perpetual chase",
            R::Repetition => "repetition",
            R::NoAttackers => "no attackers left",
            R::MoveLimit => "60 moves without a capture",
            R::Agreement => "agreement",
            R::Resignation => "resignation",
            R::Timeout => "time ran out",
            R::TimeoutNoAttackers => "time ran out, opponent without attackers",
            R::Forfeit => "left the game",
        },
    }
}

/// The status line for a game state.
pub(crate) fn status_text(state: GameState, to_move: Color, in_check: bool, lang: Lang) -> String {
    match state {
        GameState::Ongoing => {
            let who = color_name(to_move, lang);
            match (lang, in_check) {
                (Lang::De, false) => format!("{who} am Zug"),
                (Lang::De, true) => format!("{who} am Zug – Schach!"),
                (Lang::En, false) => format!("{who} to move"),
                (Lang::En, true) => format!("{who} to move – check!"),
            }
        }
        GameState::Finished { result, reason } => {
            let why = reason_text(reason, lang);
            match (result.winner(), lang) {
                (None, Lang::De) => format!("Remis: {why}"),
                (None, Lang::En) => format!("Draw: {why}"),
                (Some(w), Lang::De) => format!("{} gewinnt: {why}", color_name(w, lang)),
                (Some(w), Lang::En) => format!("{} wins: {why}", color_name(w, lang)),
            }
        }
    }
}

/// The repetition warning as a sentence.
pub(crate) fn warning_text(w: RepetitionWarning, lang: Lang) -> String {
    let who = color_name(w.side, lang);
    match (lang, w.kind) {
        (Lang::De, WarningKind::Checks) => {
            format!("Achtung: {who} wiederholt mit Dauerschach – beim dritten Mal verliert {who}.")
        }
        (Lang::De, WarningKind::Chases) => {
            format!("Achtung: {who} wiederholt mit Dauerjagd – beim dritten Mal verliert {who}.")
        }
        (Lang::De, WarningKind::Quiet) => {
            format!("Stellung zum zweiten Mal: {who} wiederholt – beim dritten Mal ist es remis.")
        }
        (Lang::En, WarningKind::Checks) => {
            format!("Careful: {who} repeats with perpetual check – a third time loses for {who}.")
        }
        (Lang::En, WarningKind::Chases) => {
            format!("Careful: {who} repeats with perpetual chase – a third time loses for {who}.")
        }
        (Lang::En, WarningKind::Quiet) => {
            format!("Position repeated: {who} is repeating – a third time is a draw.")
        }
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
    let de = lang == Lang::De;
    let mut parts = vec![match mode {
        Mode::VsComputer {
            level,
            computer_color,
        } => {
            let (name_de, name_en) = level.character();
            let you = color_name(!computer_color, lang);
            if de {
                format!("Gegen {name_de} · du spielst {you}")
            } else {
                format!("Against {name_en} · you play {you}")
            }
        }
        Mode::TwoPlayers => lang.pick("Zu zweit", "Two players").to_string(),
    }];
    if let GameSetup::Handicap { handicap, giver } = setup {
        let what = handicap_text(*handicap, lang);
        let who = match (mode.computer_color(), de) {
            (Some(c), true) if c == *giver => "dem Computer".to_string(),
            (Some(c), false) if c == *giver => "the computer".to_string(),
            _ => color_name(*giver, lang).to_string(),
        };
        // "dem Computer fehlt ein Pferd", "dem Computer fehlen beide Pferde".
        let verb = match handicap {
            Handicap::TwoHorses | Handicap::Nine => "fehlen",
            _ => "fehlt",
        };
        parts.push(if de {
            format!("Vorgabe: {who} {verb} {what}")
        } else {
            format!("Handicap: {who} plays without {what}")
        });
    }
    if let GameSetup::Fen(_) = setup {
        parts.push(lang.pick("eigene Stellung", "own position").to_string());
    }
    let mut rules = Vec::new();
    if house.perpetual_check_only {
        rules.push(lang.pick("nur Dauerschach", "perpetual check only"));
    }
    if house.stalemate_is_draw {
        rules.push(lang.pick("Patt ist remis", "stalemate is a draw"));
    }
    if !rules.is_empty() {
        let label = lang.pick("Hausregeln", "House rules");
        parts.push(format!("{label}: {}", rules.join(", ")));
    }
    if let Some(text) = clock_text(clock, lang) {
        parts.push(format!("{}: {text}", lang.pick("Uhr", "Clock")));
    }
    parts.join(" · ")
}

/// What a handicap leaves out, after "fehlt"/"fehlen" / "plays without".
fn handicap_text(h: Handicap, lang: Lang) -> &'static str {
    match (h, lang) {
        (Handicap::Chariot, Lang::De) => "ein Wagen",
        (Handicap::Cannon, Lang::De) => "eine Kanone",
        (Handicap::Horse, Lang::De) => "ein Pferd",
        (Handicap::TwoHorses, Lang::De) => "beide Pferde",
        (Handicap::Nine, Lang::De) => "Soldaten, Elefanten und Leibwachen",
        (Handicap::Chariot, Lang::En) => "a chariot",
        (Handicap::Cannon, Lang::En) => "a cannon",
        (Handicap::Horse, Lang::En) => "a horse",
        (Handicap::TwoHorses, Lang::En) => "both horses",
        (Handicap::Nine, Lang::En) => "soldiers, elephants and advisors",
    }
}

/// The clock in words, `None` without one.
pub(crate) fn clock_text(clock: ClockChoice, lang: Lang) -> Option<String> {
    if let Some(s) = clock.per_move_seconds() {
        return Some(format!("{s} s {}", lang.pick("je Zug", "per move")));
    }
    clock.time_control().map(|(m, i)| format!("{m}+{i}"))
}

/// What a recovery did, in one or two sentences: where the damaged file went and what was
/// carried over from it.
pub fn recovery_text(moved_to: Option<&std::path::Path>, s: &Salvaged, lang: Lang) -> String {
    let kept = match (moved_to, lang) {
        (Some(p), Lang::De) => format!("Die beschädigte Datei liegt jetzt unter {}. ", p.display()),
        (Some(p), Lang::En) => format!("The damaged file is now {}. ", p.display()),
        (None, _) => String::new(),
    };
    let lost = match (s.games_lost, lang) {
        (0, _) => String::new(),
        (n, Lang::De) => format!(" {n} Partien ließen sich nicht mehr lesen."),
        (n, Lang::En) => format!(" {n} games could not be read."),
    };
    let settings = match (s.settings, lang) {
        (true, Lang::De) => ", die Einstellungen",
        (true, Lang::En) => ", the settings",
        (false, _) => "",
    };
    let games = match (s.games, lang) {
        (1, Lang::De) => "1 Partie".to_string(),
        (n, Lang::De) => format!("{n} Partien"),
        (1, Lang::En) => "1 game".to_string(),
        (n, Lang::En) => format!("{n} games"),
    };
    match lang {
        Lang::De => format!(
            "{kept}Übernommen: {games}{settings} und {} Einträge zu Rätseln und Lektionen.{lost}",
            s.progress
        ),
        Lang::En => format!(
            "{kept}Carried over: {games}{settings} and {} puzzle and lesson records.{lost}",
            s.progress
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Level;

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
