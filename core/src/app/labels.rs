//! The app's words for its choices and moments, as messages (see [`crate::l10n`]): the one
//! place the shells' labels come from (levels, clocks, handicaps, looks, notations …).

use crate::app::event::Action;
use crate::app::services::app::NewGameConfig;
use crate::app::texts::color_name;
use crate::app::view::learn::DailyView;
use crate::app::view::{CardView, Icon, MoveRowView, OptionView, Thumbnail};
use crate::date::Date;
use crate::engine::Level;
use crate::game::{ClockChoice, ComputerHandicap, Handicap};
use crate::lang::Lang;
use crate::notation::Style;
use crate::scene::{Coordinates, PieceFaces, Stage};
use crate::sound::MusicPiece;
use crate::store::Mode;
use crate::store::Settings;
use crate::tr;
use crate::types::Color;
use std::borrow::Cow;

fn opt(label: impl Into<String>, detail: Option<String>) -> OptionView {
    OptionView {
        label: label.into(),
        detail,
    }
}

/// The character's short name: "Xiaolan", "Meifang", "Meister Wang".
pub fn character_short(level: Level, lang: Lang) -> Cow<'static, str> {
    tr!(lang, "character-name", level = level.name()).into()
}

pub fn colors(lang: Lang) -> Vec<OptionView> {
    vec![
        opt(
            color_name(Color::Red, lang),
            Some(tr!(lang, "color-red-detail").into()),
        ),
        opt(
            color_name(Color::Black, lang),
            Some(tr!(lang, "color-black-detail").into()),
        ),
    ]
}

pub fn clocks(lang: Lang) -> Vec<OptionView> {
    ClockChoice::ALL
        .iter()
        .map(|&c| match c {
            ClockChoice::None => opt(tr!(lang, "clock-none"), None),
            c => {
                let detail = if c.per_move_seconds().is_some() {
                    tr!(lang, "clock-per-move-detail")
                } else {
                    tr!(lang, "clock-fischer-detail")
                };
                opt(
                    crate::app::texts::clock_text(c, lang).unwrap_or_default(),
                    Some(detail.into()),
                )
            }
        })
        .collect()
}

/// The table handicaps (seed 003), with "none" first.
pub fn handicaps(lang: Lang) -> Vec<OptionView> {
    let mut out = vec![opt(tr!(lang, "handicap-none"), None)];
    out.extend(Handicap::ALL.iter().map(|&h| {
        opt(
            tr!(lang, "handicap-name", handicap = h.name()),
            Some(tr!(lang, "handicap-detail").into()),
        )
    }));
    out
}

pub fn computer_handicaps(lang: Lang) -> Vec<OptionView> {
    let mut out = vec![opt(tr!(lang, "computer-handicap-none"), None)];
    out.extend(ComputerHandicap::ALL.iter().map(|&h| {
        opt(
            tr!(lang, "computer-handicap-name", handicap = h.name()),
            None,
        )
    }));
    out
}

pub const STAGES: [Stage; 3] = [Stage::Buehne, Stage::Probe, Stage::Lackbrett];

pub fn stages(lang: Lang) -> Vec<OptionView> {
    STAGES
        .iter()
        .map(|&stage| {
            let key = match stage {
                Stage::Buehne => "stage",
                Stage::Probe => "rehearsal",
                Stage::Lackbrett => "lacquer",
            };
            opt(
                tr!(lang, "stage-name", stage = key),
                Some(tr!(lang, "stage-detail", stage = key)),
            )
        })
        .collect()
}

pub const FACES: [PieceFaces; 3] = [
    PieceFaces::Pictures,
    PieceFaces::PictureWithCharacter,
    PieceFaces::Characters,
];

pub fn faces(lang: Lang) -> Vec<OptionView> {
    FACES
        .iter()
        .map(|&faces| {
            let key = match faces {
                PieceFaces::Pictures => "pictures",
                PieceFaces::PictureWithCharacter => "picture-character",
                PieceFaces::Characters => "characters",
            };
            opt(tr!(lang, "faces-name", faces = key), None)
        })
        .collect()
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
    let style = |key: &str, example: Cow<'static, str>| {
        opt(
            tr!(lang, "notation-style-name", style = key),
            Some(example.into()),
        )
    };
    vec![
        style("short", tr!(lang, "notation-style-example-short")),
        style("words", tr!(lang, "notation-style-example-words")),
        style("coords", "h3-e3".into()),
        style("iccs", "h2e2".into()),
        style("zh", "炮二平五".into()),
    ]
}

pub const COORDINATES: [Coordinates; 3] = [
    Coordinates::FileNumbers,
    Coordinates::Iccs,
    Coordinates::None,
];

pub fn coordinates(lang: Lang) -> Vec<OptionView> {
    COORDINATES
        .iter()
        .map(|&c| {
            let key = match c {
                Coordinates::FileNumbers => "numbers",
                Coordinates::Iccs => "letters",
                Coordinates::None => "none",
            };
            opt(tr!(lang, "coordinates-name", coords = key), None)
        })
        .collect()
}

/// The languages the settings offer, each named in itself.
pub const LANGUAGES: &[Lang] = &Lang::ALL;

pub fn languages() -> Vec<OptionView> {
    LANGUAGES
        .iter()
        // Every language's own name is the same in every locale.
        .map(|&l| opt(l.native_name(), None))
        .collect()
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

/// The move list as rows of two; a game that starts with Black to move leaves Red's first
/// cell as "…".
pub fn move_rows(moves: &[String], start_black: bool) -> Vec<MoveRowView> {
    let mut cells: Vec<Option<(u32, String)>> = Vec::with_capacity(moves.len() + 1);
    if start_black {
        cells.push(None);
    }
    cells.extend(
        moves
            .iter()
            .enumerate()
            .map(|(i, m)| Some((i as u32 + 1, m.clone()))),
    );
    cells
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| {
            let red = pair[0].clone();
            let black = pair.get(1).cloned().flatten();
            MoveRowView {
                red_ply: red.as_ref().map(|(ply, _)| *ply),
                black_ply: black.as_ref().map(|(ply, _)| *ply),
                ..MoveRowView::new(
                    i as u32 + 1,
                    red.map_or_else(|| "…".to_string(), |(_, m)| m),
                    black.map(|(_, m)| m),
                )
            }
        })
        .collect()
}

pub fn thinking_text(who: &str, lang: Lang) -> String {
    tr!(lang, "thinking", who = who)
}

pub fn considering_text(who: &str, lang: Lang) -> String {
    tr!(lang, "draw-offer-considering", who = who)
}

pub fn draw_answer(who: &str, accepted: bool, lang: Lang) -> String {
    let accepted = if accepted { "yes" } else { "no" };
    tr!(lang, "draw-offer-answer", who = who, accepted = accepted)
}

/// What an undo took back, said as a person would.
pub fn undone_text(plies: u32, mode: Mode, lang: Lang) -> String {
    let both = mode.computer_color().is_some() && plies == 2;
    tr!(lang, "undo-done", both = if both { "yes" } else { "no" })
}

pub fn resign_question(lang: Lang) -> (String, String) {
    (
        tr!(lang, "resign-confirm-title").into(),
        tr!(lang, "resign-confirm-text").into(),
    )
}

/// The question to the other player in a two-player game.
pub fn draw_question(offered_by: Color, asked: Color, lang: Lang) -> (String, String) {
    (
        tr!(lang, "draw-offer-title").into(),
        tr!(
            lang,
            "draw-offer-text",
            by = color_name(offered_by, lang),
            to = color_name(asked, lang)
        ),
    )
}

/// "3 S · 1 R · 2 N" / "3 W · 1 D · 2 L".
pub fn record_text(wins: u32, draws: u32, losses: u32, lang: Lang) -> String {
    tr!(
        lang,
        "record-wdl",
        wins = wins,
        draws = draws,
        losses = losses
    )
}

/// A day in the language's short form: "30.11.2026" / "2026-11-30".
pub(crate) fn date_text(d: Date, lang: Lang) -> String {
    let (year, month, day) = d.ymd();
    tr!(lang, "date-short", year = year, month = month, day = day)
}

/// Who a stored game is against ("Xiaolan", "Two players") and the colour the person plays
/// in it (`None`: two players share the device).
pub(crate) fn opponent_of(mode: Mode, lang: Lang) -> (String, Option<Color>) {
    match mode {
        Mode::VsComputer {
            level,
            computer_color,
        } => (
            character_short(level, lang).into_owned(),
            Some(!computer_color),
        ),
        Mode::TwoPlayers => (tr!(lang, "home-two-players").into_owned(), None),
    }
}

/// A game against `level` at once (a character's tile): Red, with the last game's clock and
/// house rules.
pub(crate) fn character_game(settings: &Settings, level: Level) -> NewGameConfig {
    let mut config = NewGameConfig::vs_computer(level, Color::Red);
    config.clock = settings.clock;
    config.house = settings.house_rules;
    config
}

/// A position drawn small in the player's look.
pub(crate) fn thumbnail(settings: &Settings, fen: &str, bottom: Color) -> Thumbnail {
    Thumbnail::new(fen, bottom, settings.stage, settings.piece_faces)
}

/// The puzzle of the day's card: its position, "mate in N" or its outcome, the streak.
pub(crate) fn daily_card(d: &DailyView, settings: &Settings) -> CardView {
    let lang = settings.language;
    let (status, score) = match (&d.attempt, d.in_progress) {
        (Some(a), _) if a.solved => ("solved", a.score),
        (Some(_), _) => ("failed", 0),
        (None, true) => ("started", 0),
        (None, false) => ("open", 0),
    };
    let mut card = CardView::new(
        tr!(lang, "home-puzzle-of-the-day"),
        tr!(
            lang,
            "home-daily-detail",
            status = status,
            score = score,
            level = d.level
        ),
    )
    .icon(Icon::Daily)
    .action(Action::OpenDaily);
    if d.streak > 0 {
        card = card.meta(tr!(lang, "home-daily-streak", streak = d.streak));
    }
    if let Some(p) = crate::puzzles::by_id(&d.puzzle_id) {
        card = card.thumbnail(thumbnail(settings, &p.fen, Color::Red));
    }
    card
}

/// "Noch 2 Züge", "Noch 1 Zug" / "2 moves left", "1 move left".
pub(crate) fn moves_left(n: u8, lang: Lang) -> String {
    tr!(lang, "learn-moves-left", n = n)
}

/// "Matt in 3" / "Mate in 3".
pub(crate) fn level_title(level: u8, lang: Lang) -> String {
    tr!(lang, "learn-mate-in", n = level)
}

/// The index of `value` in `list` (a choice's selected option; the first if it is missing).
pub(crate) fn index_of<T: PartialEq>(list: &[T], value: &T) -> u32 {
    list.iter().position(|v| v == value).unwrap_or(0) as u32
}
