//! The position editor: any arrangement of pieces, and the way on to a game or an analysis.

use super::screen::Screen;
use crate::app::effect::Effect;
use crate::app::error::AppError;
use crate::app::event::{Action, BoardGesture, Field};
use crate::app::model::context::{button, Ctx, Nav, Route};
use crate::app::services::editor::EditorSession;
use crate::app::services::painter::{BoardSlot, StillBoard, StillTaps};
use crate::app::texts::color_name;
use crate::app::view::tools::EditorView;
use crate::app::view::*;
use crate::scene::BoardPiece;
use crate::tr;
use crate::types::{Color, Square};
use std::sync::Arc;

pub(crate) struct EditorScreen {
    session: EditorSession,
    pub board: Arc<StillBoard>,
    /// The palette entry a tap places; `None`: a tap removes.
    selected: Option<u32>,
    drag_from: Option<Square>,
    message: Option<String>,
}

impl EditorScreen {
    pub fn open(ctx: &mut Ctx, fen: Option<&str>) -> Option<EditorScreen> {
        match ctx.app.position_editor(fen) {
            Ok(session) => {
                let screen = EditorScreen {
                    session,
                    board: Arc::new(StillBoard::new(&ctx.settings)),
                    selected: Some(0),
                    drag_from: None,
                    message: None,
                };
                screen.sync(ctx);
                Some(screen)
            }
            Err(e) => {
                ctx.error(&e);
                None
            }
        }
    }

    /// The painter's board follows the editor (and the palette the settings' look).
    fn sync(&self, ctx: &Ctx) {
        let lang = ctx.lang();
        self.session
            .set_look(ctx.settings.stage, ctx.settings.piece_faces);
        let view = self.session.view();
        let taps = match self.selected.and_then(|i| view.palette.get(i as usize)) {
            Some(entry) => {
                let place: String = tr!(
                    lang,
                    "editor-place",
                    name = crate::scene::text::piece_label(entry.piece, lang)
                );
                StillTaps {
                    empty: Some(place.clone()),
                    occupied: Some(place),
                }
            }
            None => StillTaps {
                empty: None,
                occupied: Some(tr!(lang, "editor-remove").into()),
            },
        };
        let pieces = view
            .pieces
            .iter()
            .map(|p| BoardPiece {
                point: p.point,
                piece: p.piece,
            })
            .collect();
        self.board.set(pieces, &ctx.settings, taps);
    }

    fn edited(&mut self, ctx: &mut Ctx, result: Result<EditorView, AppError>) {
        match result {
            Ok(_) => {
                self.message = None;
                self.sync(ctx);
                ctx.board_revision += 1;
            }
            Err(e) => self.message = Some(ctx.refusal(&e)),
        }
    }

    fn on_paste(&mut self, ctx: &mut Ctx, text: &str) {
        let result = self.session.paste_fen(text);
        self.edited(ctx, result);
    }

    fn on_choose(&mut self, ctx: &mut Ctx, field: Field, option: u32) {
        if field == Field::SideToMove {
            let side = if option == 1 {
                Color::Black
            } else {
                Color::Red
            };
            let view = self.session.set_side_to_move(side);
            self.edited(ctx, Ok(view));
        }
    }

    fn on_action(&mut self, ctx: &mut Ctx, action: Action) -> Nav {
        match action {
            Action::EditorPick { index } => {
                self.selected = Some(index);
                self.sync(ctx);
            }
            Action::EditorEraser => {
                self.selected = None;
                self.sync(ctx);
            }
            Action::EditorCopyFen => {
                let text = self.session.fen();
                ctx.effect(Effect::CopyText { text });
                ctx.announce(tr!(ctx.lang(), "editor-fen-copied"));
            }
            Action::EditorClear => {
                let v = self.session.clear();
                self.edited(ctx, Ok(v));
            }
            Action::EditorReset => {
                let v = self.session.reset();
                self.edited(ctx, Ok(v));
            }
            Action::EditorPlay => match self
                .session
                .game_config(crate::app::services::app::NewGameConfig::two_players())
            {
                Ok(config) => return Nav::Push(Route::NewGame { fen: config.fen }),
                Err(e) => self.edited(ctx, Err(e)),
            },
            Action::EditorAnalyse => match self.session.analysis_request() {
                Ok(request) => return Nav::Push(Route::Analysis { fen: request.fen }),
                Err(e) => self.edited(ctx, Err(e)),
            },
            Action::SharePosition => {
                let fen = self.session.fen();
                let caption = tr!(ctx.lang(), "tools-my-position").into();
                ctx.share(&fen, Color::Red, caption);
            }
            _ => {}
        }
        Nav::Stay
    }

    fn on_board(&mut self, ctx: &mut Ctx, gesture: BoardGesture) {
        match gesture {
            BoardGesture::Tap { point } | BoardGesture::Activate { point } => {
                let view = self.session.view();
                let occupied = view.pieces.iter().any(|p| p.point == point);
                match self.selected.and_then(|i| view.palette.get(i as usize)) {
                    Some(entry) if entry.left > 0 || occupied => {
                        let v = self.session.place(point, entry.piece);
                        self.edited(ctx, Ok(v));
                    }
                    Some(_) => {
                        let text: String = tr!(ctx.lang(), "tools-none-of-this-piece").into();
                        ctx.announce(text.clone());
                        self.message = Some(text);
                    }
                    None => {
                        let v = self.session.remove(point);
                        self.edited(ctx, Ok(v));
                    }
                }
            }
            BoardGesture::DragStart { point, .. } => self.drag_from = Some(point),
            BoardGesture::DragEnd { over } => {
                if let (Some(from), Some(to)) = (self.drag_from.take(), over) {
                    let result = self.session.move_piece(from, to);
                    self.edited(ctx, result);
                }
            }
            BoardGesture::DragCancel => self.drag_from = None,
            _ => {}
        }
    }

    fn record(&self, ctx: &Ctx) -> EditorScreenView {
        let lang = ctx.lang();
        let editor = self.session.view();
        let playable = editor.playable;
        EditorScreenView {
            title: tr!(lang, "tools-set-up-a-position").into(),
            selected: self.selected,
            side_to_move: ChoiceView {
                field: Field::SideToMove,
                label: tr!(lang, "tools-to-move").into(),
                options: [Color::Red, Color::Black]
                    .into_iter()
                    .map(|c| OptionView {
                        label: color_name(c, lang).into(),
                        detail: None,
                    })
                    .collect(),
                selected: u32::from(editor.side_to_move == Color::Black),
                enabled: true,
            },
            message: self.message.clone(),
            eraser: button(
                Action::EditorEraser,
                &tr!(lang, "tools-eraser"),
                true,
                ButtonRole::Secondary,
            ),
            buttons: vec![
                ctx.button(Action::EditorClear, tr!(lang, "tools-clear")),
                ctx.button(Action::EditorReset, tr!(lang, "tools-start-position")),
                button(
                    Action::EditorPlay,
                    &tr!(lang, "tools-play-from-here"),
                    playable,
                    ButtonRole::Primary,
                ),
                button(
                    Action::EditorAnalyse,
                    &tr!(lang, "tools-analyse"),
                    playable,
                    ButtonRole::Secondary,
                ),
                ctx.button(Action::EditorCopyFen, tr!(lang, "editor-copy-fen")),
                ctx.button(Action::SharePosition, tr!(lang, "tools-share")),
            ],
            editor,
        }
    }
}

impl Screen for EditorScreen {
    fn view(&self, ctx: &Ctx) -> ScreenView {
        ScreenView::Editor {
            editor: self.record(ctx),
        }
    }

    fn action(&mut self, ctx: &mut Ctx, _key: u64, action: Action) -> Nav {
        self.on_action(ctx, action)
    }

    fn choose(&mut self, ctx: &mut Ctx, field: Field, option: u32) {
        self.on_choose(ctx, field, option);
    }

    fn paste(&mut self, ctx: &mut Ctx, text: &str) {
        self.on_paste(ctx, text);
    }

    fn board(&mut self, ctx: &mut Ctx, _key: u64, gesture: BoardGesture) -> Nav {
        self.on_board(ctx, gesture);
        Nav::Stay
    }

    fn shown(&mut self, _ctx: &mut Ctx, _key: u64) -> BoardSlot {
        BoardSlot::Still(self.board.clone())
    }

    fn apply_settings(&mut self, ctx: &Ctx) {
        self.sync(ctx);
    }
}
