//! The settings (the board, sound, language, the backup, the way to online play).

use super::backup::{backup_action, is_backup_action};
use super::online::texts::settings_section;
use super::screen::Screen;
use crate::app::event::{Action, Field};
use crate::app::labels::{self, index_of};
use crate::app::model::context::{Ctx, Nav, Route};
use crate::app::view::*;
use crate::scene::piece_disc;
use crate::tr;
use crate::types::{Color, Piece, PieceKind};
use std::borrow::Cow;

/// The settings screen: everything it shows is the settings in the context.
pub(crate) struct SettingsScreen;

/// Saves `settings` (the store first, then what the screens show).
fn save(ctx: &mut Ctx, settings: crate::store::Settings) {
    match ctx.app.save_settings(&settings) {
        Ok(()) => ctx.settings = settings,
        Err(e) => ctx.error(&e),
    }
}

fn choose(ctx: &mut Ctx, field: Field, option: u32) {
    let mut s = ctx.settings.clone();
    let i = option as usize;
    match field {
        Field::Language => match labels::LANGUAGES.get(i) {
            Some(&l) => s.set_language(l),
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

fn toggle(ctx: &mut Ctx, field: Field, on: bool) {
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

fn action(ctx: &mut Ctx, action: Action) -> Nav {
    match action {
        Action::OpenOnline => return Nav::Push(Route::Online),
        a if is_backup_action(&a) => backup_action(ctx, &a),
        _ => {}
    }
    Nav::Stay
}

/// A position a few moves in: the stage's preview (a board with its pieces in play).
const PREVIEW_FEN: &str = "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2";
/// The size the previews are drawn at (the shell scales them to its layout).
const PREVIEW_WIDTH: f32 = 180.0;
const PREVIEW_HEIGHT: f32 = 200.0;
const PREVIEW_DISC: f32 = 72.0;
/// The pieces that show a face set: a chariot and a horse of Red, Black's general.
const FACE_PIECES: [Piece; 3] = [
    Piece::new(Color::Red, PieceKind::Chariot),
    Piece::new(Color::Red, PieceKind::Horse),
    Piece::new(Color::Black, PieceKind::General),
];

fn view(ctx: &Ctx) -> SettingsView {
    SettingsView {
        title: tr!(ctx.lang(), "settings-settings").into(),
        groups: vec![
            board_group(ctx),
            play_group(ctx),
            language_group(ctx),
            sound_group(ctx),
            backup_group(ctx),
        ],
        sections: vec![settings_section(ctx)],
    }
}

fn group(title: Cow<'static, str>, rows: Vec<SettingRowView>) -> SettingsGroupView {
    SettingsGroupView {
        title: title.into_owned(),
        rows,
    }
}

/// A row with a switch: its title, a line on what it does (none when empty).
pub(crate) fn switch_row(
    icon: Icon,
    field: Field,
    title: &str,
    detail: &str,
    on: bool,
) -> SettingRowView {
    SettingRowView {
        icon,
        title: title.to_string(),
        value: (!detail.is_empty()).then(|| detail.to_string()),
        control: SettingControl::Toggle {
            toggle: ToggleView {
                field,
                label: title.to_string(),
                on,
                enabled: true,
            },
        },
    }
}

/// A row with a list of options: its value is the chosen one.
pub(crate) fn choice_row(icon: Icon, choice: ChoiceView) -> SettingRowView {
    let value = choice
        .options
        .get(choice.selected as usize)
        .map(|o| o.label.clone());
    SettingRowView {
        icon,
        title: choice.label.clone(),
        value,
        control: SettingControl::Choice { choice },
    }
}

/// A row with pictures to choose from: its value is the chosen one's name.
fn picture_row(icon: Icon, title: &str, picker: PicturePickerView) -> SettingRowView {
    let value = picker
        .options
        .get(picker.selected as usize)
        .map(|o| o.label.clone());
    SettingRowView {
        icon,
        title: title.to_string(),
        value,
        control: SettingControl::Pictures { picker },
    }
}

fn button_row(icon: Icon, button: ButtonView) -> SettingRowView {
    SettingRowView {
        icon,
        title: button.label.clone(),
        value: None,
        control: SettingControl::Button { button },
    }
}

/// The stages, each a small board drawn on it with the chosen pieces.
fn stage_picker(ctx: &Ctx) -> PicturePickerView {
    let s = &ctx.settings;
    let names = labels::stages(ctx.lang());
    PicturePickerView {
        field: Field::Stage,
        options: labels::STAGES
            .iter()
            .zip(names)
            .map(|(&stage, name)| {
                let thumb = Thumbnail::new(PREVIEW_FEN, Color::Red, stage, s.piece_faces);
                PictureOptionView {
                    label: name.label,
                    pictures: vec![thumbnail_scene(&thumb, PREVIEW_WIDTH, PREVIEW_HEIGHT)],
                }
            })
            .collect(),
        selected: index_of(&labels::STAGES, &s.stage),
    }
}

/// The piece faces, each as three pieces on the chosen stage.
fn faces_picker(ctx: &Ctx) -> PicturePickerView {
    let s = &ctx.settings;
    let names = labels::faces(ctx.lang());
    PicturePickerView {
        field: Field::PieceFaces,
        options: labels::FACES
            .iter()
            .zip(names)
            .map(|(&faces, name)| PictureOptionView {
                label: name.label,
                pictures: FACE_PIECES
                    .iter()
                    .map(|&p| piece_disc(p, PREVIEW_DISC, s.stage, faces))
                    .collect(),
            })
            .collect(),
        selected: index_of(&labels::FACES, &s.piece_faces),
    }
}

/// The board's looks: the stage and the pieces from pictures, the coordinates.
fn board_group(ctx: &Ctx) -> SettingsGroupView {
    let lang = ctx.lang();
    let s = &ctx.settings;
    group(
        tr!(lang, "settings-look"),
        vec![
            picture_row(Icon::Stage, &tr!(lang, "settings-board"), stage_picker(ctx)),
            picture_row(
                Icon::PieceFaces,
                &tr!(lang, "settings-pieces"),
                faces_picker(ctx),
            ),
            choice_row(
                Icon::Coordinates,
                ChoiceView::new(
                    Field::Coordinates,
                    &tr!(lang, "settings-coordinates"),
                    labels::coordinates(lang),
                    index_of(&labels::COORDINATES, &s.coordinates),
                ),
            ),
        ],
    )
}

/// The helpers while playing.
fn play_group(ctx: &Ctx) -> SettingsGroupView {
    let lang = ctx.lang();
    let s = &ctx.settings;
    group(
        tr!(lang, "settings-while-playing"),
        vec![
            switch_row(
                Icon::MoveHelper,
                Field::MoveHelper,
                &tr!(lang, "settings-move-helper"),
                &tr!(lang, "settings-move-helper-detail"),
                s.move_helper,
            ),
            switch_row(
                Icon::Dangers,
                Field::Dangers,
                &tr!(lang, "settings-dangers"),
                &tr!(lang, "settings-dangers-detail"),
                s.dangers,
            ),
        ],
    )
}

/// The language (each by its own name) and how moves are written.
fn language_group(ctx: &Ctx) -> SettingsGroupView {
    let lang = ctx.lang();
    let s = &ctx.settings;
    let mut notation = choice_row(
        Icon::Notation,
        ChoiceView::new(
            Field::Notation,
            &tr!(lang, "settings-move-list"),
            labels::notations(lang),
            labels::notation_index(s.notation),
        ),
    );
    // The value shows the style and how a move reads in it: "Short · H8+7".
    if let SettingControl::Choice { choice } = &notation.control {
        if let Some(o) = choice.options.get(choice.selected as usize) {
            notation.value = Some(match &o.detail {
                Some(example) => format!("{} · {example}", o.label),
                None => o.label.clone(),
            });
        }
    }
    group(
        tr!(lang, "settings-language-and-moves"),
        vec![
            choice_row(
                Icon::Language,
                ChoiceView::new(
                    Field::Language,
                    &tr!(lang, "settings-language"),
                    labels::languages(),
                    index_of(labels::LANGUAGES, &s.language),
                ),
            ),
            notation,
        ],
    )
}

/// Sounds, music (its piece chosen by name), moves read aloud, vibration.
fn sound_group(ctx: &Ctx) -> SettingsGroupView {
    let lang = ctx.lang();
    let s = &ctx.settings;
    let pieces = ChoiceView {
        enabled: s.music,
        ..ChoiceView::new(
            Field::MusicPiece,
            &tr!(lang, "settings-music-piece"),
            labels::music_pieces(lang),
            s.music_piece.clamp(1, 5) - 1,
        )
    };
    let music_value = pieces
        .options
        .get(pieces.selected as usize)
        .map(|o| o.label.clone())
        .unwrap_or_default();
    group(
        tr!(lang, "settings-sound"),
        vec![
            switch_row(
                Icon::Sound,
                Field::Sound,
                &tr!(lang, "settings-sounds"),
                &tr!(lang, "settings-sounds-detail"),
                s.sound,
            ),
            switch_row(
                Icon::Music,
                Field::Music,
                &tr!(lang, "settings-music"),
                &music_value,
                s.music,
            ),
            choice_row(Icon::Music, pieces),
            switch_row(
                Icon::Speech,
                Field::Speech,
                &tr!(lang, "settings-speech"),
                &tr!(lang, "settings-speech-detail"),
                s.speech,
            ),
            switch_row(
                Icon::Vibration,
                Field::Haptics,
                &tr!(lang, "settings-vibration"),
                &tr!(lang, "settings-vibration-detail"),
                s.haptics,
            ),
        ],
    )
}

/// The backup: save one, restore one.
fn backup_group(ctx: &Ctx) -> SettingsGroupView {
    let lang = ctx.lang();
    group(
        tr!(lang, "settings-backup"),
        vec![
            button_row(
                Icon::Export,
                ctx.button(Action::ExportBackup, tr!(lang, "settings-save-a-backup")),
            ),
            button_row(
                Icon::Import,
                ctx.button(Action::ImportBackup, tr!(lang, "settings-restore-a-backup")),
            ),
        ],
    )
}

impl Screen for SettingsScreen {
    fn view(&self, ctx: &Ctx) -> ScreenView {
        ScreenView::Settings { form: view(ctx) }
    }

    fn action(&mut self, ctx: &mut Ctx, _key: u64, a: Action) -> Nav {
        action(ctx, a)
    }

    fn choose(&mut self, ctx: &mut Ctx, field: Field, option: u32) {
        choose(ctx, field, option);
    }

    fn toggle(&mut self, ctx: &mut Ctx, field: Field, on: bool) {
        toggle(ctx, field, on);
    }
}
