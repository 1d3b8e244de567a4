//! The two forms: a new game's choices and the settings (with the backup).

use super::action::{Action, Field};
use super::effect::Effect;
use super::game::GameScreen;
use super::labels;
use super::model::{button, Ctx, Nav};
use super::view::*;
use crate::app::NewGameConfig;
use crate::engine::Level;
use crate::game::{ClockChoice, ComputerHandicap, Handicap, HouseRules};
use crate::types::Color;

/// The new-game form: what the person chose so far. Always a valid game: choosing a table
/// handicap clears the computer's and the other way round.
pub(crate) struct NewGameForm {
    vs_computer: bool,
    level: Level,
    human: Color,
    clock: ClockChoice,
    handicap: Option<Handicap>,
    computer_handicap: Option<ComputerHandicap>,
    perpetual_check_only: bool,
    stalemate_is_draw: bool,
    /// Unfinished games (they stay; the form says so).
    unfinished: usize,
    /// A position from the editor to start from (no table handicap then).
    fen: Option<String>,
}

fn index_of<T: PartialEq>(list: &[T], value: &T) -> u32 {
    list.iter().position(|v| v == value).unwrap_or(0) as u32
}

impl NewGameForm {
    /// The form with the last game's clock and house rules.
    pub fn new(ctx: &mut Ctx, vs_computer: bool) -> NewGameForm {
        let s = &ctx.settings;
        let unfinished = ctx.app.unfinished_games().map(|g| g.len()).unwrap_or(0);
        NewGameForm {
            vs_computer,
            level: Level::Normal,
            human: Color::Red,
            clock: s.clock,
            handicap: None,
            computer_handicap: s.house_rules.computer_handicap,
            perpetual_check_only: s.house_rules.perpetual_check_only,
            stalemate_is_draw: s.house_rules.stalemate_is_draw,
            unfinished,
            fen: None,
        }
    }

    /// The form for a game from a set-up position (the editor's).
    pub fn from_position(ctx: &mut Ctx, fen: Option<String>) -> NewGameForm {
        NewGameForm {
            fen,
            computer_handicap: None,
            ..NewGameForm::new(ctx, true)
        }
    }

    fn config(&self) -> NewGameConfig {
        let house = HouseRules {
            perpetual_check_only: self.perpetual_check_only,
            stalemate_is_draw: self.stalemate_is_draw,
            computer_handicap: if self.vs_computer {
                self.computer_handicap
            } else {
                None
            },
        };
        let mut cfg = if self.vs_computer {
            NewGameConfig::vs_computer(self.level, self.human)
        } else {
            NewGameConfig::two_players()
        };
        cfg.house = house;
        cfg.clock = self.clock;
        cfg.handicap = self.handicap;
        if self.fen.is_some() {
            cfg.fen = self.fen.clone();
            cfg.handicap = None;
            cfg.house.computer_handicap = None;
        }
        cfg
    }

    pub fn choose(&mut self, _ctx: &mut Ctx, field: Field, option: u32) {
        let i = option as usize;
        match field {
            Field::Mode => self.vs_computer = i == 0,
            Field::Level => {
                if let Some(&l) = Level::ALL.get(i) {
                    self.level = l;
                }
            }
            Field::Color => self.human = if i == 1 { Color::Black } else { Color::Red },
            Field::Clock => {
                if let Some(&c) = ClockChoice::ALL.get(i) {
                    self.clock = c;
                }
            }
            Field::Handicap => {
                self.handicap = i.checked_sub(1).and_then(|k| Handicap::ALL.get(k).copied());
                if self.handicap.is_some() {
                    self.computer_handicap = None;
                }
            }
            Field::ComputerHandicap => {
                self.computer_handicap = i
                    .checked_sub(1)
                    .and_then(|k| ComputerHandicap::ALL.get(k).copied());
                if self.computer_handicap.is_some() {
                    self.handicap = None;
                }
            }
            _ => {}
        }
    }

    pub fn toggle(&mut self, field: Field, on: bool) {
        match field {
            Field::PerpetualCheckOnly => self.perpetual_check_only = on,
            Field::StalemateIsDraw => self.stalemate_is_draw = on,
            _ => {}
        }
    }

    pub fn action(&mut self, ctx: &mut Ctx, action: Action) -> Nav {
        if action != Action::StartGame {
            return Nav::Stay;
        }
        let config = self.config();
        // The next form starts with this game's clock and house rules.
        let mut settings = ctx.settings.clone();
        settings.clock = config.clock;
        settings.house_rules = HouseRules {
            computer_handicap: self.computer_handicap,
            ..config.house
        };
        if settings != ctx.settings && ctx.app.save_settings(&settings).is_ok() {
            ctx.settings = settings;
        }
        match GameScreen::start(ctx, &config) {
            Some(screen) => Nav::Replace(screen),
            None => Nav::Stay,
        }
    }

    pub fn view(&self, ctx: &Ctx) -> FormView {
        let lang = ctx.lang();
        let choice = |field, label: &str, options, selected, enabled| ChoiceView {
            field,
            label: label.to_string(),
            options,
            selected,
            enabled,
        };
        let toggle = |field, label: &str, on| ToggleView {
            field,
            label: label.to_string(),
            on,
            enabled: true,
        };
        let mut opponent = vec![choice(
            Field::Mode,
            ctx.t("Gegner", "Opponent"),
            labels::modes(lang),
            u32::from(!self.vs_computer),
            true,
        )];
        if self.vs_computer {
            opponent.push(choice(
                Field::Level,
                ctx.t("Stufe", "Level"),
                labels::levels(lang),
                index_of(&Level::ALL, &self.level),
                true,
            ));
            opponent.push(choice(
                Field::Color,
                ctx.t("Deine Farbe", "Your colour"),
                labels::colors(lang),
                u32::from(self.human == Color::Black),
                true,
            ));
        }
        let mut rules = Vec::new();
        if self.fen.is_none() {
            rules.push(choice(
                Field::Handicap,
                ctx.t("Vorgabe", "Handicap"),
                labels::handicaps(lang),
                self.handicap
                    .map(|h| index_of(&Handicap::ALL, &h) + 1)
                    .unwrap_or(0),
                true,
            ));
        }
        if self.vs_computer && self.fen.is_none() {
            rules.push(choice(
                Field::ComputerHandicap,
                ctx.t("Vorgabe des Computers", "The computer's handicap"),
                labels::computer_handicaps(lang),
                self.computer_handicap
                    .map(|h| index_of(&ComputerHandicap::ALL, &h) + 1)
                    .unwrap_or(0),
                true,
            ));
        }
        let note = (self.unfinished > 0).then(|| match lang {
            crate::lang::Lang::De => format!(
                "Deine {} unbeendeten Partien bleiben gespeichert und auf der Startseite.",
                self.unfinished
            ),
            crate::lang::Lang::En => format!(
                "Your {} unfinished games stay saved and on the home screen.",
                self.unfinished
            ),
        });
        FormView {
            title: ctx.t("Neue Partie", "New game").to_string(),
            sections: vec![
                SectionView {
                    title: ctx.t("Wer spielt", "Who plays").to_string(),
                    choices: opponent,
                    toggles: Vec::new(),
                    buttons: Vec::new(),
                    note,
                },
                SectionView {
                    title: ctx.t("Uhr", "Clock").to_string(),
                    choices: vec![choice(
                        Field::Clock,
                        ctx.t("Bedenkzeit", "Time"),
                        labels::clocks(lang),
                        index_of(&ClockChoice::ALL, &self.clock),
                        true,
                    )],
                    toggles: Vec::new(),
                    buttons: Vec::new(),
                    note: None,
                },
                SectionView {
                    title: ctx.t("Hausregeln", "House rules").to_string(),
                    choices: rules,
                    toggles: vec![
                        toggle(
                            Field::PerpetualCheckOnly,
                            ctx.t(
                                "Nur Dauerschach verliert (Dauerjagd zählt nicht)",
                                "Only perpetual check loses (chasing does not count)",
                            ),
                            self.perpetual_check_only,
                        ),
                        toggle(
                            Field::StalemateIsDraw,
                            ctx.t("Patt ist remis", "Stalemate is a draw"),
                            self.stalemate_is_draw,
                        ),
                    ],
                    buttons: Vec::new(),
                    note: None,
                },
            ],
            buttons: vec![button(
                Action::StartGame,
                ctx.t("Los geht's", "Start"),
                true,
                ButtonRole::Primary,
            )],
        }
    }
}

/// A new-game form for the mode the menu chose.
pub(crate) fn new_game_form(ctx: &mut Ctx) -> super::model::ScreenKind {
    super::model::ScreenKind::NewGame(NewGameForm::new(ctx, true))
}

// ---- settings ----

/// Saves `settings` (the store first, then what the screens show).
fn save(ctx: &mut Ctx, settings: crate::store::Settings) {
    match ctx.app.save_settings(&settings) {
        Ok(()) => ctx.settings = settings,
        Err(e) => ctx.error(&e),
    }
}

pub(crate) fn choose(ctx: &mut Ctx, field: Field, option: u32) {
    let mut s = ctx.settings.clone();
    let i = option as usize;
    match field {
        Field::Language => match labels::LANGUAGES.get(i) {
            Some(&l) => s.language = l,
            None => return,
        },
        Field::Notation => match labels::NOTATIONS.get(i) {
            Some(&n) => s.notation = n,
            None => return,
        },
        Field::PieceFaces => match labels::FACES.get(i) {
            Some(&f) => s.piece_faces = f,
            None => return,
        },
        Field::Stage => match labels::STAGES.get(i) {
            Some(&st) => s.stage = st,
            None => return,
        },
        Field::Coordinates => match labels::COORDINATES.get(i) {
            Some(&c) => s.coordinates = c,
            None => return,
        },
        Field::MusicPiece if i < crate::sound::MusicPiece::ALL.len() => {
            s.music_piece = i as u32 + 1;
        }
        _ => return,
    }
    save(ctx, s);
}

pub(crate) fn toggle(ctx: &mut Ctx, field: Field, on: bool) {
    let mut s = ctx.settings.clone();
    match field {
        Field::MoveHelper => s.move_helper = on,
        Field::Dangers => s.dangers = on,
        Field::Sound => s.sound = on,
        Field::Music => s.music = on,
        Field::Speech => s.speech = on,
        Field::Haptics => s.haptics = on,
        _ => return,
    }
    save(ctx, s);
}

pub(crate) fn action(ctx: &mut Ctx, action: Action) -> Nav {
    match action {
        Action::OpenOnline => return super::online::open(ctx),
        Action::ExportBackup => match ctx.app.export_backup() {
            Ok(json) => ctx.effect(Effect::SaveFile {
                name: format!("xiangqi-{}.json", ctx.today()),
                mime: "application/json".into(),
                bytes: json.into_bytes(),
            }),
            Err(e) => ctx.error(&e),
        },
        Action::ImportBackup => ctx.effect(Effect::OpenFile {
            mime: "application/json".into(),
        }),
        Action::ConfirmImport => {
            if let Some(json) = ctx.pending_import.take() {
                match ctx.app.import_backup(&json) {
                    Ok(()) => {
                        if let Ok(s) = ctx.app.settings() {
                            ctx.settings = s;
                        }
                        let text = ctx.t(
                            "Sicherung eingespielt: Partien, Fortschritt und Einstellungen sind zurück.",
                            "Backup restored: games, progress and settings are back.",
                        );
                        ctx.info(text);
                    }
                    Err(e) => ctx.error(&e),
                }
            }
        }
        _ => {}
    }
    Nav::Stay
}

/// The picked backup file: asked about before it replaces anything.
pub(crate) fn file_opened(ctx: &mut Ctx, bytes: Option<Vec<u8>>) {
    let Some(bytes) = bytes else {
        return; // the picker was cancelled
    };
    match String::from_utf8(bytes) {
        Ok(json) => {
            ctx.pending_import = Some(json);
            let yes = button(
                Action::ConfirmImport,
                ctx.t("Einspielen", "Restore"),
                true,
                ButtonRole::Destructive,
            );
            let no = ctx.button(Action::CloseDialog, "Abbrechen", "Cancel");
            ctx.confirm(
                ctx.t("Sicherung einspielen?", "Restore the backup?").into(),
                ctx.t(
                    "Alles auf diesem Gerät wird durch die Sicherung ersetzt.",
                    "Everything on this device is replaced by the backup.",
                )
                .into(),
                vec![no, yes],
            );
        }
        Err(_) => {
            let text = ctx.t(
                "Diese Datei ist keine Sicherung dieser App.",
                "This file is not a backup of this app.",
            );
            ctx.banner = Some(BannerView {
                kind: BannerKind::Error,
                text: text.into(),
            });
        }
    }
}

pub(crate) fn file_saved(ctx: &mut Ctx, ok: bool) {
    if ok {
        let text = ctx.t("Sicherung gespeichert.", "Backup saved.");
        ctx.info(text);
    } else {
        let text = ctx.t(
            "Die Sicherung wurde nicht gespeichert.",
            "The backup was not saved.",
        );
        ctx.banner = Some(BannerView {
            kind: BannerKind::Error,
            text: text.into(),
        });
    }
}

pub(crate) fn view(ctx: &Ctx) -> FormView {
    let lang = ctx.lang();
    let s = &ctx.settings;
    let choice = |field, label: &str, options, selected| ChoiceView {
        field,
        label: label.to_string(),
        options,
        selected,
        enabled: true,
    };
    let toggle = |field, label: &str, on, enabled| ToggleView {
        field,
        label: label.to_string(),
        on,
        enabled,
    };
    let section = |title: &str, choices, toggles, buttons| SectionView {
        title: title.to_string(),
        choices,
        toggles,
        buttons,
        note: None,
    };
    FormView {
        title: ctx.t("Einstellungen", "Settings").to_string(),
        sections: vec![
            section(
                ctx.t("Aussehen", "Look"),
                vec![
                    choice(
                        Field::Stage,
                        ctx.t("Bühne", "Stage"),
                        labels::stages(lang),
                        index_of(&labels::STAGES, &s.stage),
                    ),
                    choice(
                        Field::PieceFaces,
                        ctx.t("Steine", "Pieces"),
                        labels::faces(lang),
                        index_of(&labels::FACES, &s.piece_faces),
                    ),
                    choice(
                        Field::Coordinates,
                        ctx.t("Koordinaten", "Coordinates"),
                        labels::coordinates(lang),
                        index_of(&labels::COORDINATES, &s.coordinates),
                    ),
                ],
                Vec::new(),
                Vec::new(),
            ),
            section(
                ctx.t("Hilfe beim Spielen", "Help while playing"),
                Vec::new(),
                vec![
                    toggle(
                        Field::MoveHelper,
                        ctx.t(
                            "Zughelfer: Ziele und Gründe zeigen",
                            "Move helper: show targets and reasons",
                        ),
                        s.move_helper,
                        true,
                    ),
                    toggle(
                        Field::Dangers,
                        ctx.t(
                            "Gefahren: ungedeckte Steine leuchten",
                            "Dangers: undefended pieces glow",
                        ),
                        s.dangers,
                        true,
                    ),
                ],
                Vec::new(),
            ),
            section(
                ctx.t("Sprache und Schreibweise", "Language and notation"),
                vec![
                    choice(
                        Field::Language,
                        ctx.t("Sprache", "Language"),
                        labels::languages(),
                        index_of(&labels::LANGUAGES, &s.language),
                    ),
                    choice(
                        Field::Notation,
                        ctx.t("Zugliste", "Move list"),
                        labels::notations(lang),
                        labels::notation_index(s.notation),
                    ),
                ],
                Vec::new(),
                Vec::new(),
            ),
            section(
                ctx.t("Klang", "Sound"),
                vec![choice(
                    Field::MusicPiece,
                    ctx.t("Musikstück", "Music piece"),
                    labels::music_pieces(lang),
                    s.music_piece.clamp(1, 5) - 1,
                )],
                vec![
                    toggle(
                        Field::Sound,
                        ctx.t(
                            "Geräusche (Gong, Becken, Züge)",
                            "Sounds (gong, cymbal, moves)",
                        ),
                        s.sound,
                        true,
                    ),
                    toggle(Field::Music, ctx.t("Musik", "Music"), s.music, true),
                    toggle(
                        Field::Speech,
                        ctx.t("Gegnerzüge vorlesen", "Read the opponent's moves aloud"),
                        s.speech,
                        true,
                    ),
                    toggle(
                        Field::Haptics,
                        ctx.t("Vibration bei Zügen", "Vibrate on moves"),
                        s.haptics,
                        true,
                    ),
                ],
                Vec::new(),
            ),
            section(
                ctx.t("Sicherung", "Backup"),
                Vec::new(),
                Vec::new(),
                vec![
                    ctx.button(Action::ExportBackup, "Sicherung speichern", "Save a backup"),
                    ctx.button(
                        Action::ImportBackup,
                        "Sicherung einspielen",
                        "Restore a backup",
                    ),
                ],
            ),
            super::online::settings_section(ctx),
        ],
        buttons: Vec::new(),
    }
}
