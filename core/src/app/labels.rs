//! The app's words for its choices and moments, in German and English: the one place the
//! shells' labels come from (levels, clocks, handicaps, looks, notations …).

use crate::app::event::Action;
use crate::app::texts::color_name;
use crate::app::view::learn::DailyView;
use crate::app::view::{MoveRowView, OptionView, RowView};
use crate::date::Date;
use crate::engine::Level;
use crate::game::{ClockChoice, ComputerHandicap, GameState, Handicap};
use crate::lang::Lang;
use crate::notation::Style;
use crate::scene::{Coordinates, PieceFaces, Stage};
use crate::sound::MusicPiece;
use crate::store::GameSummary;
use crate::store::Mode;
use crate::types::Color;

fn opt(label: impl Into<String>, detail: Option<String>) -> OptionView {
    OptionView {
        label: label.into(),
        detail,
    }
}

/// The character's short name: "Xiaolan", "Meifang", "Meister Wang".
pub fn character_short(level: Level) -> (&'static str, &'static str) {
    match level {
        Level::Easy => ("Xiaolan", "Xiaolan"),
        Level::Normal => ("Meifang", "Meifang"),
        Level::Strong => ("Meister Wang", "Master Wang"),
    }
}

/// The levels with their characters.
pub fn levels(lang: Lang) -> Vec<OptionView> {
    Level::ALL
        .iter()
        .map(|&level| {
            let (name_de, name_en) = level.character();
            let (label, detail) = match (level, lang) {
                (Level::Easy, Lang::De) => ("Leicht", "macht absichtlich Fehler"),
                (Level::Normal, Lang::De) => {
                    ("Normal", "rechnet drei Halbzüge und jeden Schlagabtausch")
                }
                (Level::Strong, Lang::De) => ("Stark", "denkt knapp zwei Sekunden so tief es geht"),
                (Level::Easy, Lang::En) => ("Easy", "makes deliberate mistakes"),
                (Level::Normal, Lang::En) => ("Normal", "reads three plies and every exchange"),
                (Level::Strong, Lang::En) => ("Strong", "thinks as deep as it gets in two seconds"),
            };
            opt(
                format!("{label}: {}", lang.pick(name_de, name_en)),
                Some(detail.to_string()),
            )
        })
        .collect()
}

pub fn modes(lang: Lang) -> Vec<OptionView> {
    vec![
        opt(
            lang.pick("Gegen den Computer", "Against the computer"),
            None,
        ),
        opt(
            lang.pick("Zu zweit an einem Gerät", "Two players, one device"),
            None,
        ),
    ]
}

pub fn colors(lang: Lang) -> Vec<OptionView> {
    vec![
        opt(
            lang.pick("Rot", "Red"),
            Some(lang.pick("du ziehst zuerst", "you move first").into()),
        ),
        opt(
            lang.pick("Schwarz", "Black"),
            Some(
                lang.pick("der Computer zieht zuerst", "the computer moves first")
                    .into(),
            ),
        ),
    ]
}

pub fn clocks(lang: Lang) -> Vec<OptionView> {
    ClockChoice::ALL
        .iter()
        .map(|&c| match c {
            ClockChoice::None => opt(lang.pick("Ohne Uhr", "No clock"), None),
            c => {
                let detail = if c.per_move_seconds().is_some() {
                    lang.pick("je Zug, dann 15 s Nachfrist", "per move, then 15 s grace")
                } else {
                    lang.pick(
                        "Minuten je Seite + Sekunden je Zug",
                        "minutes each + seconds per move",
                    )
                };
                opt(
                    crate::app::texts::clock_text(c, lang).unwrap_or_default(),
                    Some(detail.to_string()),
                )
            }
        })
        .collect()
}

/// The table handicaps (seed 003), with "none" first.
pub fn handicaps(lang: Lang) -> Vec<OptionView> {
    let mut out = vec![opt(lang.pick("Keine Vorgabe", "No handicap"), None)];
    out.extend(Handicap::ALL.iter().map(|&h| {
        let label = match (h, lang) {
            (Handicap::Chariot, Lang::De) => "Ohne Wagen",
            (Handicap::Cannon, Lang::De) => "Ohne Kanone",
            (Handicap::Horse, Lang::De) => "Ohne Pferd",
            (Handicap::TwoHorses, Lang::De) => "Ohne beide Pferde",
            (Handicap::Nine, Lang::De) => "Neun Steine weniger",
            (Handicap::Chariot, Lang::En) => "Without a chariot",
            (Handicap::Cannon, Lang::En) => "Without a cannon",
            (Handicap::Horse, Lang::En) => "Without a horse",
            (Handicap::TwoHorses, Lang::En) => "Without both horses",
            (Handicap::Nine, Lang::En) => "Nine pieces fewer",
        };
        opt(
            label,
            Some(
                lang.pick(
                    "Rot gibt vor; eiserne Steine schützen",
                    "Red gives it; iron pieces protect",
                )
                .to_string(),
            ),
        )
    }));
    out
}

pub fn computer_handicaps(lang: Lang) -> Vec<OptionView> {
    let mut out = vec![opt(lang.pick("Keine", "None"), None)];
    out.extend(ComputerHandicap::ALL.iter().map(|&h| {
        opt(
            match (h, lang) {
                (ComputerHandicap::Horse, Lang::De) => "Dem Computer fehlt ein Pferd",
                (ComputerHandicap::Chariot, Lang::De) => "Dem Computer fehlt ein Wagen",
                (ComputerHandicap::TwoHorses, Lang::De) => "Dem Computer fehlen beide Pferde",
                (ComputerHandicap::Horse, Lang::En) => "The computer plays without a horse",
                (ComputerHandicap::Chariot, Lang::En) => "The computer plays without a chariot",
                (ComputerHandicap::TwoHorses, Lang::En) => "The computer plays without both horses",
            },
            None,
        )
    }));
    out
}

pub const STAGES: [Stage; 3] = [Stage::Buehne, Stage::Probe, Stage::Lackbrett];

pub fn stages(lang: Lang) -> Vec<OptionView> {
    vec![
        opt(
            lang.pick("Bühne", "Stage"),
            Some(
                lang.pick("dunkler Lack mit Gold", "dark lacquer with gold")
                    .into(),
            ),
        ),
        opt(
            lang.pick("Probe", "Rehearsal"),
            Some(lang.pick("hell, Seidenpapier", "light, silk paper").into()),
        ),
        opt(
            lang.pick("Lackbrett", "Lacquer board"),
            Some(
                lang.pick("klassisches Holzbrett", "classic wooden board")
                    .into(),
            ),
        ),
    ]
}

pub const FACES: [PieceFaces; 3] = [
    PieceFaces::Pictures,
    PieceFaces::PictureWithCharacter,
    PieceFaces::Characters,
];

pub fn faces(lang: Lang) -> Vec<OptionView> {
    vec![
        opt(lang.pick("Bilder", "Pictures"), None),
        opt(
            lang.pick("Bild mit Schriftzeichen", "Picture with character"),
            None,
        ),
        opt(
            lang.pick("Klassische Schriftzeichen", "Classic characters"),
            None,
        ),
    ]
}

/// The notations as the settings offer them (short and words follow the language).
pub const NOTATIONS: [Style; 5] = [
    Style::De,
    Style::WordsDe,
    Style::Coords,
    Style::Iccs,
    Style::Zh,
];

pub fn notation_index(style: Style) -> u32 {
    match style {
        Style::De | Style::Wxf => 0,
        Style::WordsDe | Style::WordsEn => 1,
        Style::Coords => 2,
        Style::Iccs => 3,
        Style::Zh => 4,
    }
}

pub fn notations(lang: Lang) -> Vec<OptionView> {
    let ex = |s: &str| Some(s.to_string());
    vec![
        opt(lang.pick("Kurz", "Short"), ex(lang.pick("P8+7", "H8+7"))),
        opt(
            lang.pick("In Worten", "In words"),
            ex(lang.pick("Pferd vor", "Horse forward")),
        ),
        opt(lang.pick("Koordinaten", "Coordinates"), ex("h3-e3")),
        opt("ICCS", ex("h2e2")),
        opt(lang.pick("Chinesisch", "Chinese"), ex("炮二平五")),
    ]
}

pub const COORDINATES: [Coordinates; 3] = [
    Coordinates::FileNumbers,
    Coordinates::Iccs,
    Coordinates::None,
];

pub fn coordinates(lang: Lang) -> Vec<OptionView> {
    vec![
        opt(lang.pick("Liniennummern", "File numbers"), None),
        opt(
            lang.pick("Buchstaben a-i, Reihen 0-9", "Letters a-i, ranks 0-9"),
            None,
        ),
        opt(lang.pick("Keine", "None"), None),
    ]
}

pub const LANGUAGES: [Lang; 2] = [Lang::De, Lang::En];

pub fn languages() -> Vec<OptionView> {
    vec![opt("Deutsch", None), opt("English", None)]
}

pub fn music_pieces(lang: Lang) -> Vec<OptionView> {
    MusicPiece::ALL
        .iter()
        .map(|p| opt(format!("{}. {}", p.number(), p.title(lang)), None))
        .collect()
}

/// m:ss, rounded up: a full clock reads 10:00, 0:00 means the time is out.
pub fn clock_time(ms: u64) -> String {
    let s = ms.div_ceil(1000);
    format!("{}:{:02}", s / 60, s % 60)
}

/// What the grace period means, while it runs.
pub fn grace_note(side: Color, ms: u64, lang: Lang) -> String {
    let s = ms.div_ceil(1000);
    let who = color_name(side, lang);
    match lang {
        Lang::De => format!("Nachfrist: noch {s} s, dann verliert {who} auf Zeit"),
        Lang::En => format!("Grace period: {s} s left, then {who} loses on time"),
    }
}

/// The move list as rows of two; a game that starts with Black to move leaves Red's first
/// cell as "…".
pub fn move_rows(moves: &[String], start_black: bool) -> Vec<MoveRowView> {
    let mut cells: Vec<Option<String>> = Vec::with_capacity(moves.len() + 1);
    if start_black {
        cells.push(None);
    }
    cells.extend(moves.iter().cloned().map(Some));
    cells
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| MoveRowView {
            number: i as u32 + 1,
            red: pair[0].clone().unwrap_or_else(|| "…".to_string()),
            black: pair.get(1).cloned().flatten(),
        })
        .collect()
}

pub fn thinking_text(who: &str, lang: Lang) -> String {
    match lang {
        Lang::De => format!("{who} denkt …"),
        Lang::En => format!("{who} is thinking …"),
    }
}

pub fn considering_text(who: &str, lang: Lang) -> String {
    match lang {
        Lang::De => format!("{who} überlegt, ob Remis …"),
        Lang::En => format!("{who} considers the draw …"),
    }
}

pub fn draw_answer(who: &str, accepted: bool, lang: Lang) -> String {
    match (lang, accepted) {
        (Lang::De, true) => format!("{who} nimmt das Remis an."),
        (Lang::De, false) => format!("{who} lehnt das Remis ab – weiterspielen."),
        (Lang::En, true) => format!("{who} accepts the draw."),
        (Lang::En, false) => format!("{who} declines the draw – play on."),
    }
}

/// What an undo took back, said as a person would.
pub fn undone_text(plies: u32, mode: Mode, lang: Lang) -> String {
    match (mode.computer_color().is_some(), plies, lang) {
        (true, 2, Lang::De) => "Zurückgenommen: dein Zug und die Antwort des Computers.".into(),
        (true, 2, Lang::En) => "Taken back: your move and the computer's reply.".into(),
        (_, _, Lang::De) => "Zurückgenommen: der letzte Zug.".into(),
        (_, _, Lang::En) => "Taken back: the last move.".into(),
    }
}

pub fn resign_question(lang: Lang) -> (String, String) {
    match lang {
        Lang::De => (
            "Aufgeben?".into(),
            "Die Partie ist dann verloren und wird so gespeichert.".into(),
        ),
        Lang::En => (
            "Resign?".into(),
            "The game is then lost and saved as lost.".into(),
        ),
    }
}

/// The question to the other player in a two-player game.
pub fn draw_question(offered_by: Color, asked: Color, lang: Lang) -> (String, String) {
    let by = color_name(offered_by, lang);
    let to = color_name(asked, lang);
    match lang {
        Lang::De => (
            "Remis?".into(),
            format!("{by} bietet Remis an. {to}, nimmst du an?"),
        ),
        Lang::En => (
            "Draw?".into(),
            format!("{by} offers a draw. {to}, do you accept?"),
        ),
    }
}

/// The line under the result: what it means for the record.
pub fn result_detail(state: &GameState, mode: Mode, lang: Lang) -> String {
    let GameState::Finished { result, .. } = state else {
        return String::new();
    };
    match mode {
        Mode::VsComputer {
            level,
            computer_color,
        } => {
            let who = lang.pick(character_short(level).0, character_short(level).1);
            match (result.winner(), lang) {
                (None, Lang::De) => format!("Remis gegen {who} – zählt in deiner Bilanz."),
                (None, Lang::En) => format!("A draw against {who} – counted in your record."),
                (Some(w), Lang::De) if w == computer_color => {
                    format!("{who} gewinnt. Die Auswertung zeigt, wo es kippte.")
                }
                (Some(w), Lang::En) if w == computer_color => {
                    format!("{who} wins. The review shows where it turned.")
                }
                (Some(_), Lang::De) => format!("Gewonnen gegen {who}!"),
                (Some(_), Lang::En) => format!("You beat {who}!"),
            }
        }
        Mode::TwoPlayers => lang
            .pick("Partie zu zweit beendet.", "Two-player game over.")
            .to_string(),
    }
}

/// "3 S · 1 R · 2 N" / "3 W · 1 D · 2 L".
pub fn record_text(wins: u32, draws: u32, losses: u32, lang: Lang) -> String {
    match lang {
        Lang::De => format!("{wins} S · {draws} R · {losses} N"),
        Lang::En => format!("{wins} W · {draws} D · {losses} L"),
    }
}

/// "14 Halbzüge · 30.11.2026" / "14 plies · 2026-11-30".
pub(crate) fn game_detail(g: &GameSummary, lang: Lang) -> String {
    let day = date_text(Date::from_unix_ms(g.updated_ms), lang);
    match (g.ply_count, lang) {
        (1, Lang::De) => format!("1 Halbzug · {day}"),
        (n, Lang::De) => format!("{n} Halbzüge · {day}"),
        (1, Lang::En) => format!("1 ply · {day}"),
        (n, Lang::En) => format!("{n} plies · {day}"),
    }
}

pub(crate) fn date_text(d: Date, lang: Lang) -> String {
    let (y, m, day) = d.ymd();
    match lang {
        Lang::De => format!("{day}.{m}.{y}"),
        Lang::En => d.to_string(),
    }
}

/// The puzzle of the day as a row: its status and the streak.
pub(crate) fn daily_row(lang: Lang, daily: Option<&DailyView>) -> RowView {
    let title = lang
        .pick("Rätsel des Tages", "Puzzle of the day")
        .to_string();
    let Some(d) = daily else {
        return RowView {
            title,
            detail: String::new(),
            action: None,
            extra: Vec::new(),
        };
    };
    let status = match (&d.attempt, d.in_progress, lang) {
        (Some(a), _, Lang::De) if a.solved => format!("gelöst: {} Punkte", a.score),
        (Some(a), _, Lang::En) if a.solved => format!("solved: {} points", a.score),
        (Some(_), _, Lang::De) => "nicht gelöst – morgen gibt es ein neues".to_string(),
        (Some(_), _, Lang::En) => "not solved – a new one tomorrow".to_string(),
        (None, true, Lang::De) => "angefangen – die Zeit läuft".to_string(),
        (None, true, Lang::En) => "started – the time is running".to_string(),
        (None, false, Lang::De) => format!("Matt in {} – noch offen", d.level),
        (None, false, Lang::En) => format!("mate in {} – not tried yet", d.level),
    };
    let streak = match (d.streak, lang) {
        (0, _) => String::new(),
        (1, Lang::De) => " · Serie: 1 Tag".to_string(),
        (n, Lang::De) => format!(" · Serie: {n} Tage"),
        (1, Lang::En) => " · streak: 1 day".to_string(),
        (n, Lang::En) => format!(" · streak: {n} days"),
    };
    let day = d
        .date
        .parse()
        .map(|d| date_text(d, lang))
        .unwrap_or_default();
    RowView {
        title: format!("{title} · {day}"),
        detail: format!("{status}{streak}"),
        action: Some(Action::OpenDaily),
        extra: Vec::new(),
    }
}

/// "Noch 2 Züge", "Noch 1 Zug" / "2 moves left", "1 move left".
pub(crate) fn moves_left(n: u8, lang: Lang) -> String {
    match (n, lang) {
        (1, Lang::De) => "Noch 1 Zug".to_string(),
        (n, Lang::De) => format!("Noch {n} Züge"),
        (1, Lang::En) => "1 move left".to_string(),
        (n, Lang::En) => format!("{n} moves left"),
    }
}

/// "Matt in 3" / "Mate in 3".
pub(crate) fn level_title(level: u8, lang: Lang) -> String {
    match (level, lang) {
        (5, Lang::De) => "Meisterstücke: Matt in 5".to_string(),
        (5, Lang::En) => "Masterpieces: mate in 5".to_string(),
        (1, Lang::De) => "Matt in 1".to_string(),
        (n, Lang::De) => format!("Matt in {n}"),
        (n, Lang::En) => format!("Mate in {n}"),
    }
}

/// The index of `value` in `list` (a choice's selected option; the first if it is missing).
pub(crate) fn index_of<T: PartialEq>(list: &[T], value: &T) -> u32 {
    list.iter().position(|v| v == value).unwrap_or(0) as u32
}
