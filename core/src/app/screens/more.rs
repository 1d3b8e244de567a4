//! The More tab's root: online play, the position editor, the settings and the backup, as
//! grouped rows with icons.

use super::backup::{backup_action, is_backup_action};
use super::screen::Screen;
use crate::app::event::Action;
use crate::app::model::context::{Ctx, Nav, Route};
use crate::app::view::*;
use crate::fen::START_FEN;
use crate::tr;

/// The More tab's root (it shows nothing of its own that needs loading).
pub(crate) struct MoreScreen;

fn row(icon: Icon, title: &str, detail: &str, action: Action) -> IconRowView {
    IconRowView {
        icon,
        row: RowView {
            title: title.to_string(),
            detail: detail.to_string(),
            action: Some(action),
            extra: Vec::new(),
        },
    }
}

fn view(ctx: &Ctx) -> MoreView {
    let lang = ctx.lang();
    // (A build without online play says so on the online screen itself.)
    let play = vec![
        row(
            Icon::Online,
            &tr!(lang, "more-online"),
            &tr!(lang, "more-online-detail"),
            Action::OpenOnline,
        ),
        row(
            Icon::Editor,
            &tr!(lang, "more-editor"),
            &tr!(lang, "more-editor-detail"),
            Action::OpenEditor,
        ),
        row(
            Icon::Analysis,
            &tr!(lang, "more-analysis-board"),
            &tr!(lang, "more-analysis-board-detail"),
            Action::OpenAnalysisBoard,
        ),
    ];
    let app = vec![
        row(
            Icon::Settings,
            &tr!(lang, "more-settings"),
            &tr!(lang, "more-settings-detail"),
            Action::OpenSettings,
        ),
        row(
            Icon::Export,
            &tr!(lang, "settings-save-a-backup"),
            &tr!(lang, "more-save-backup-detail"),
            Action::ExportBackup,
        ),
        row(
            Icon::Import,
            &tr!(lang, "settings-restore-a-backup"),
            &tr!(lang, "more-restore-backup-detail"),
            Action::ImportBackup,
        ),
    ];
    MoreView {
        title: Tab::More.label(lang).into(),
        groups: vec![
            RowGroupView {
                title: tr!(lang, "more-play-and-tools").into(),
                rows: play,
            },
            RowGroupView {
                title: tr!(lang, "more-app").into(),
                rows: app,
            },
        ],
    }
}

impl Screen for MoreScreen {
    fn view(&self, ctx: &Ctx) -> ScreenView {
        ScreenView::More { more: view(ctx) }
    }

    fn action(&mut self, ctx: &mut Ctx, _key: u64, action: Action) -> Nav {
        match action {
            Action::OpenOnline => Nav::Push(Route::Online),
            Action::OpenEditor => Nav::Push(Route::Editor),
            Action::OpenAnalysisBoard => Nav::Push(Route::Analysis {
                fen: START_FEN.to_string(),
            }),
            Action::OpenSettings => Nav::Push(Route::Settings),
            a if is_backup_action(&a) => {
                backup_action(ctx, &a);
                Nav::Stay
            }
            _ => Nav::Stay,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::effect::Effect;

    #[test]
    fn the_rows_lead_to_their_screens_and_the_backup_is_saved_from_here() {
        let (mut ctx, _rx) = Ctx::for_test();
        let mut more = MoreScreen;
        let view = more.view(&ctx);
        for action in [
            Action::OpenEditor,
            Action::OpenSettings,
            Action::ExportBackup,
            Action::ImportBackup,
        ] {
            assert!(view.offers(&action), "{action:?}");
        }
        assert_eq!(
            more.action(&mut ctx, 1, Action::OpenSettings),
            Nav::Push(Route::Settings)
        );
        assert_eq!(
            more.action(&mut ctx, 1, Action::OpenEditor),
            Nav::Push(Route::Editor)
        );
        assert_eq!(more.action(&mut ctx, 1, Action::ExportBackup), Nav::Stay);
        assert!(ctx
            .effects
            .iter()
            .any(|e| matches!(e, Effect::SaveFile { .. })));
    }
}
