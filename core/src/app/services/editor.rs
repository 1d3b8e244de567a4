//! The position editor in the app: an editing session with a view in the UI's language, and
//! the way on from a valid position to a game (against the computer or two players) or an
//! analysis.

use super::analysis::AnalysisRequest;
use super::app::{App, NewGameConfig};
use crate::app::error::AppError;
use crate::app::view::board::PieceView;
use crate::app::view::tools::{EditorView, PaletteEntry};
use crate::editor::{Editor, Validity};
use crate::game::HouseRules;
use crate::lang::Lang;
use crate::scene::{piece_disc, PieceFaces, Stage};
use crate::tr;
use crate::types::{Color, Piece, PieceKind, Square};
use std::sync::{Mutex, MutexGuard};

/// One editing session. Thread-safe.
pub struct EditorSession {
    editor: Mutex<Editor>,
    lang: Lang,
    /// How the palette's pieces are drawn: the stage and the player's piece faces.
    look: Mutex<(Stage, PieceFaces)>,
}

/// The palette's pieces are drawn on a canvas this size (pixels); a shell scales it to its
/// entry.
pub const PALETTE_PIECE_SIZE: f32 = 96.0;

impl App {
    /// A position editor, on the start position or on pasted FEN text (which may be an
    /// illegal position, but must parse).
    pub fn position_editor(&self, fen: Option<&str>) -> Result<EditorSession, AppError> {
        let editor = match fen {
            Some(text) => Editor::from_fen(text)?,
            None => Editor::new(),
        };
        let settings = self.settings()?;
        Ok(EditorSession {
            editor: Mutex::new(editor),
            lang: settings.language,
            look: Mutex::new((settings.stage, settings.piece_faces)),
        })
    }
}

impl EditorSession {
    fn editor(&self) -> MutexGuard<'_, Editor> {
        self.editor.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn look(&self) -> (Stage, PieceFaces) {
        *self.look.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn view_of(&self, editor: &Editor) -> EditorView {
        view(editor, self.lang, self.look())
    }

    fn edit(&self, f: impl FnOnce(&mut Editor)) -> EditorView {
        let mut editor = self.editor();
        f(&mut editor);
        self.view_of(&editor)
    }

    pub fn view(&self) -> EditorView {
        self.view_of(&self.editor())
    }

    /// The palette draws its pieces on `stage` with `faces` (the settings changed).
    pub fn set_look(&self, stage: Stage, faces: PieceFaces) {
        *self.look.lock().unwrap_or_else(|e| e.into_inner()) = (stage, faces);
    }

    pub fn place(&self, point: Square, piece: Piece) -> EditorView {
        self.edit(|e| {
            e.place(point, piece);
        })
    }

    pub fn remove(&self, point: Square) -> EditorView {
        self.edit(|e| {
            e.remove(point);
        })
    }

    pub fn move_piece(&self, from: Square, to: Square) -> Result<EditorView, AppError> {
        let mut editor = self.editor();
        editor.move_piece(from, to)?;
        Ok(self.view_of(&editor))
    }

    pub fn set_side_to_move(&self, side: Color) -> EditorView {
        self.edit(|e| {
            e.set_side_to_move(side);
        })
    }

    pub fn clear(&self) -> EditorView {
        self.edit(|e| {
            e.clear();
        })
    }

    pub fn reset(&self) -> EditorView {
        self.edit(|e| {
            e.reset();
        })
    }

    /// Replaces the board with pasted FEN text; text that does not parse changes nothing.
    pub fn paste_fen(&self, text: &str) -> Result<EditorView, AppError> {
        let mut editor = self.editor();
        editor.paste_fen(text)?;
        Ok(self.view_of(&editor))
    }

    /// The board as FEN, to copy.
    pub fn fen(&self) -> String {
        self.editor().fen()
    }

    /// The UI language of its texts.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The FEN of the position if it can be played, else the problem as an error.
    fn playable_fen(&self) -> Result<String, AppError> {
        let editor = self.editor();
        match editor.validity() {
            Validity::Playable => Ok(editor.fen()),
            Validity::Invalid(e) => Err(AppError::Unplayable(e)),
            Validity::Over(_) => Err(AppError::GameOver),
        }
    }

    /// A new game from this position: `base` (vs. the computer or two players, clock, ...)
    /// starting from the editor's FEN, for [`App::new_game`].
    pub fn game_config(&self, base: NewGameConfig) -> Result<NewGameConfig, AppError> {
        Ok(NewGameConfig {
            fen: Some(self.playable_fen()?),
            handicap: None,
            house: HouseRules {
                computer_handicap: None,
                ..base.house
            },
            ..base
        })
    }

    /// An analysis of this position (three lines until stopped), for
    /// [`App::start_analysis`].
    pub fn analysis_request(&self) -> Result<AnalysisRequest, AppError> {
        Ok(AnalysisRequest::new(self.playable_fen()?))
    }
}

fn view(editor: &Editor, lang: Lang, (stage, faces): (Stage, PieceFaces)) -> EditorView {
    let validity = editor.validity();
    let setup = editor.setup();
    let pieces = Square::all()
        .filter_map(|s| setup.piece_at(s).map(|piece| PieceView { point: s, piece }))
        .collect();
    let palette = Color::ALL
        .iter()
        .flat_map(|&c| PieceKind::ALL.iter().map(move |&k| Piece::new(c, k)))
        .map(|piece| {
            let left = editor.pieces_left(piece);
            let name = crate::scene::text::piece_label(piece, lang);
            PaletteEntry {
                piece,
                left,
                // The count matters where more than one may still be placed; none left
                // shows as a dimmed entry.
                badge: (left > 1).then(|| left.to_string()),
                label: tr!(lang, "editor-left", name = name, left = left),
                scene: piece_disc(piece, PALETTE_PIECE_SIZE, stage, faces),
            }
        })
        .collect();
    EditorView {
        fen: editor.fen(),
        pieces,
        side_to_move: editor.side_to_move(),
        playable: validity.is_playable(),
        problem: crate::editor::validity_text(&validity, lang),
        palette,
    }
}
