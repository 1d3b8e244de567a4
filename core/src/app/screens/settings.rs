//! The settings (the board, sound, language, the backup, the way to online play).

use super::online::texts::settings_section;
use super::screen::Screen;
use crate::app::effect::Effect;
use crate::app::event::{Action, Field};
use crate::app::labels::{self, index_of};
use crate::app::model::context::{button, Ctx, Nav, Route};
use crate::app::view::*;
use crate::tr;

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
                        let text = tr!(ctx.lang(), "settings-backup-restored-games-progress");
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
            let lang = ctx.lang();
            let yes = button(
                Action::ConfirmImport,
                &tr!(lang, "settings-restore"),
                true,
                ButtonRole::Destructive,
            );
            let no = ctx.button(Action::CloseDialog, tr!(lang, "settings-cancel"));
            ctx.confirm(
                tr!(lang, "settings-restore-the-backup").into(),
                tr!(lang, "settings-everything-on-this-device").into(),
                vec![no, yes],
            );
        }
        Err(_) => {
            let text = tr!(ctx.lang(), "settings-this-file-is-not");
            ctx.info_error(text);
        }
    }
}

pub(crate) fn file_saved(ctx: &mut Ctx, ok: bool) {
    if ok {
        let text = tr!(ctx.lang(), "settings-backup-saved");
        ctx.info(text);
    } else {
        let text = tr!(ctx.lang(), "settings-the-backup-was-not");
        ctx.info_error(text);
    }
}

fn view(ctx: &Ctx) -> FormView {
    FormView {
        title: tr!(ctx.lang(), "settings-settings").into(),
        sections: vec![
            look_section(ctx),
            help_section(ctx),
            language_section(ctx),
            sound_section(ctx),
            backup_section(ctx),
            settings_section(ctx),
        ],
        buttons: Vec::new(),
    }
}

fn switch(field: Field, label: &str, on: bool, enabled: bool) -> ToggleView {
    ToggleView {
        field,
        label: label.to_string(),
        on,
        enabled,
    }
}

fn section(
    title: &str,
    choices: Vec<ChoiceView>,
    toggles: Vec<ToggleView>,
    buttons: Vec<ButtonView>,
) -> SectionView {
    SectionView {
        title: title.to_string(),
        choices,
        toggles,
        buttons,
        note: None,
    }
}

/// The board's looks.
fn look_section(ctx: &Ctx) -> SectionView {
    let lang = ctx.lang();
    let s = &ctx.settings;
    section(
        &tr!(lang, "settings-look"),
        vec![
            ChoiceView::new(
                Field::Stage,
                &tr!(lang, "settings-stage"),
                labels::stages(lang),
                index_of(&labels::STAGES, &s.stage),
            ),
            ChoiceView::new(
                Field::PieceFaces,
                &tr!(lang, "settings-pieces"),
                labels::faces(lang),
                index_of(&labels::FACES, &s.piece_faces),
            ),
            ChoiceView::new(
                Field::Coordinates,
                &tr!(lang, "settings-coordinates"),
                labels::coordinates(lang),
                index_of(&labels::COORDINATES, &s.coordinates),
            ),
        ],
        Vec::new(),
        Vec::new(),
    )
}

/// The helpers while playing.
fn help_section(ctx: &Ctx) -> SectionView {
    let lang = ctx.lang();
    let s = &ctx.settings;
    section(
        &tr!(lang, "settings-help-while-playing"),
        Vec::new(),
        vec![
            switch(
                Field::MoveHelper,
                &tr!(lang, "settings-move-helper-show-targets"),
                s.move_helper,
                true,
            ),
            switch(
                Field::Dangers,
                &tr!(lang, "settings-dangers-undefended-pieces-glow"),
                s.dangers,
                true,
            ),
        ],
        Vec::new(),
    )
}

/// The language and the notation.
fn language_section(ctx: &Ctx) -> SectionView {
    let lang = ctx.lang();
    let s = &ctx.settings;
    section(
        &tr!(lang, "settings-language-and-notation"),
        vec![
            ChoiceView::new(
                Field::Language,
                &tr!(lang, "settings-language"),
                labels::languages(),
                index_of(labels::LANGUAGES, &s.language),
            ),
            ChoiceView::new(
                Field::Notation,
                &tr!(lang, "settings-move-list"),
                labels::notations(lang),
                labels::notation_index(s.notation),
            ),
        ],
        Vec::new(),
        Vec::new(),
    )
}

/// Sounds, music, speech and vibration.
fn sound_section(ctx: &Ctx) -> SectionView {
    let lang = ctx.lang();
    let s = &ctx.settings;
    section(
        &tr!(lang, "settings-sound"),
        vec![ChoiceView::new(
            Field::MusicPiece,
            &tr!(lang, "settings-music-piece"),
            labels::music_pieces(lang),
            s.music_piece.clamp(1, 5) - 1,
        )],
        vec![
            switch(
                Field::Sound,
                &tr!(lang, "settings-sounds-gong-cymbal-moves"),
                s.sound,
                true,
            ),
            switch(Field::Music, &tr!(lang, "settings-music"), s.music, true),
            switch(
                Field::Speech,
                &tr!(lang, "settings-read-the-opponents-moves"),
                s.speech,
                true,
            ),
            switch(
                Field::Haptics,
                &tr!(lang, "settings-vibrate-on-moves"),
                s.haptics,
                true,
            ),
        ],
        Vec::new(),
    )
}

/// The backup.
fn backup_section(ctx: &Ctx) -> SectionView {
    let lang = ctx.lang();
    section(
        &tr!(lang, "settings-backup"),
        Vec::new(),
        Vec::new(),
        vec![
            ctx.button(Action::ExportBackup, tr!(lang, "settings-save-a-backup")),
            ctx.button(Action::ImportBackup, tr!(lang, "settings-restore-a-backup")),
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
