//! The backup, from wherever it is offered (the More tab, the settings): saving every game,
//! the progress and the settings to a file, and restoring them after a question.

use crate::app::effect::Effect;
use crate::app::event::Action;
use crate::app::model::context::{button, Ctx};
use crate::app::view::ButtonRole;
use crate::tr;

/// Does `action` belong to the backup?
pub(crate) fn is_backup_action(action: &Action) -> bool {
    matches!(
        action,
        Action::ExportBackup | Action::ImportBackup | Action::ConfirmImport
    )
}

/// Saves the backup (the shell asks where), opens the file picker for a restore, or
/// restores the picked file once the person confirmed.
pub(crate) fn backup_action(ctx: &mut Ctx, action: &Action) {
    match action {
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
