//! What a touch on the board means, identical on both platforms: taps, long presses and
//! drags on points become selections, moves to play, refusals with their reason, piece cards
//! and hints. [`BoardInput`] holds the selection, the drag and the hint; every step returns
//! an [`InputOutcome`] saying what changed, what to redraw, the move to play and the sounds.
//!
//! It is a pure state machine over a [`BoardContext`] (position, iron pieces, whose turn, UI
//! language); the game session owns one and forwards the platform's gestures to it:
//!
//! ```text
//! // GameSession, with `input: BoardInput` in its State (st = &mut *lock(..)):
//! let turn = Turn::new(st.game.is_over(), computer_to_move, st.thinking.is_some());
//! let ctx = BoardContext::new(st.game.position(), st.game.rules(), turn, lang_of(lang));
//! let out = st.input.tap(&ctx, point);           // or long_press / drag_* / show_hint
//! match out.play {
//!     Some(mv) => match self.apply_move(st, mv, now) {
//!         Ok(report) => st.input.played(report),  // the outcome with the move's report
//!         Err(e) => st.input.play_failed(e.to_string()),
//!     },
//!     None => out,
//! }
//! // The computer's move: the listener gets st.input.played(report); undo: st.input.reset().
//! // Drawing: scene::build(&st.input.scene_state(board, progress), &options).
//! ```
//!
//! ```
//! use xiangqi::app::{BoardContext, BoardInput, InputAction, Turn};
//! use xiangqi::game::RuleSet;
//! use xiangqi::Lang;
//! use xiangqi::{Move, Position, Square};
//! let pos = Position::startpos();
//! let ctx = BoardContext::new(&pos, &RuleSet::default(), Turn::Player, Lang::En);
//! let mut input = BoardInput::new();
//! let b0 = Square::parse_iccs("b0").unwrap();
//! let out = input.tap(&ctx, b0);
//! assert_eq!(out.action, InputAction::Selected { point: b0 });
//! assert_eq!(out.message.as_deref(), Some("Red horse on b0: targets a2, c2."));
//! let out = input.tap(&ctx, Square::parse_iccs("c2").unwrap());
//! assert_eq!(out.play, Some(Move::parse_iccs("b0c2").unwrap()));
//! ```

use crate::app::view::board::{MoveReport, Sound};
use crate::bitboard::Bitboard;
use crate::explain::{self, BlockReason, BlockedTarget, MoveHelp, PieceCard};
use crate::game::RuleSet;
use crate::lang::Lang;
use crate::moves::Move;
use crate::notation::Style;
use crate::position::Position;
use crate::scene::{
    self, text, BoardGeometry, DragView, MoveAnimation, PixelPoint, PointAccessibility,
    SceneOptions, SceneState, TapAction,
};
use crate::store::Settings;
use crate::types::{Color, Piece, Square};

/// Whose turn it is, as far as the board's input cares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Turn {
    /// A player at this device may move (the side to move).
    Player,
    /// The computer is to move and has not started.
    ComputerToMove,
    /// The computer is thinking.
    ComputerThinking,
    GameOver,
}

impl Turn {
    /// From the session's flags (as in [`BoardView`]).
    pub fn new(game_over: bool, computer_to_move: bool, computer_thinking: bool) -> Turn {
        if game_over {
            Turn::GameOver
        } else if computer_thinking {
            Turn::ComputerThinking
        } else if computer_to_move {
            Turn::ComputerToMove
        } else {
            Turn::Player
        }
    }
}

/// What the input works over.
#[derive(Clone, Copy, Debug)]
pub struct BoardContext<'a> {
    pub position: &'a Position,
    /// Points of pieces that may not be captured now (iron pieces of handicap games).
    pub iron: Bitboard,
    pub turn: Turn,
    pub lang: Lang,
}

impl<'a> BoardContext<'a> {
    /// The context of a game's position under its rules.
    pub fn new(position: &'a Position, rules: &RuleSet, turn: Turn, lang: Lang) -> Self {
        BoardContext {
            position,
            iron: rules.protected_points(position),
            turn,
            lang,
        }
    }
}

/// Why a touch did not do what it asked.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Refusal {
    ComputerToMove,
    ComputerThinking,
    GameOver,
    /// A piece of the side not to move, with nothing selected.
    NotYourPiece {
        point: Square,
    },
    /// A blocked target of the selected piece (the move helper's reason and blocker).
    Blocked {
        to: Square,
        reason: BlockReason,
        blocker: Option<Square>,
    },
    /// The session could not play the move (its error's text).
    Failed {
        message: String,
    },
}

/// What a step did.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum InputAction {
    Nothing,
    Selected {
        point: Square,
    },
    Deselected,
    /// A move to play: the session plays it and reports back with [`BoardInput::played`].
    Play {
        mv: Move,
    },
    /// A move was played (the player's after [`InputAction::Play`], or the opponent's).
    Played {
        mv: Move,
    },
    Refused {
        refusal: Refusal,
    },
    /// Show the piece card (long press).
    Card {
        point: Square,
    },
    DragStarted {
        from: Square,
    },
    DragMoved {
        over: Option<Square>,
    },
    DragCancelled,
    HintShown {
        mv: Move,
    },
}

/// What the app redraws after a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Redraw {
    Nothing,
    /// The marks changed (selection, targets, drag, hint): rebuild the scene.
    Marks,
    /// The position changed: rebuild the scene and animate the last move.
    Board,
}

/// The answer to one step.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct InputOutcome {
    pub action: InputAction,
    pub redraw: Redraw,
    /// The move to play, if any.
    pub play: Option<Move>,
    /// Sounds to play now. For [`InputAction::Play`] the expected ones (move or capture,
    /// check, game end by mate); the played move's report has the final ones.
    pub sounds: Vec<Sound>,
    /// One line for the status bar and the screen reader, in the UI language (selection
    /// summary, refusal reason, the move in words, the hint's reason...).
    pub message: Option<String>,
    /// The move helper of a new selection.
    pub help: Option<MoveHelp>,
    /// The piece card of a long press.
    pub card: Option<PieceCard>,
    /// The played move's report (its `announcement` is the move in words).
    pub report: Option<MoveReport>,
}

impl InputOutcome {
    fn new(action: InputAction, redraw: Redraw) -> InputOutcome {
        InputOutcome {
            action,
            redraw,
            play: None,
            sounds: Vec::new(),
            message: None,
            help: None,
            card: None,
            report: None,
        }
    }

    fn with_message(mut self, message: impl Into<String>) -> InputOutcome {
        self.message = Some(message.into());
        self
    }

    fn nothing() -> InputOutcome {
        InputOutcome::new(InputAction::Nothing, Redraw::Nothing)
    }
}

/// What a tap on a point would do.
enum Decision {
    Nothing,
    Select(Square),
    Deselect,
    Play(Move),
    Blocked(BlockedTarget),
    Refuse(Refusal),
}

/// The board's input state: selection, drag, hint and the last move's animation.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BoardInput {
    selection: Option<MoveHelp>,
    drag: Option<DragView>,
    hint: Option<Move>,
    /// The last move played through [`BoardInput::played`] and what it captured.
    animation: Option<(Move, Option<Piece>)>,
}

impl BoardInput {
    pub fn new() -> BoardInput {
        BoardInput::default()
    }

    /// The selected piece's move helper.
    pub fn selection(&self) -> Option<&MoveHelp> {
        self.selection.as_ref()
    }

    pub fn drag(&self) -> Option<DragView> {
        self.drag
    }

    pub fn hint(&self) -> Option<Move> {
        self.hint
    }

    /// Forgets selection, drag, hint and animation (after an undo, a new game, browsing).
    pub fn reset(&mut self) {
        *self = BoardInput::default();
    }

    /// The selection, if it still belongs to the position: recomputed there (the helper is
    /// cheap), or `None` when its piece is gone or not of the side to move.
    fn current_selection(&self, ctx: &BoardContext) -> Option<MoveHelp> {
        let old = self.selection.as_ref()?;
        let pos = ctx.position;
        if pos.piece_at(old.from) != Some(old.piece) || old.piece.color != pos.side_to_move() {
            return None;
        }
        explain::move_help(pos, old.from, ctx.iron)
    }

    fn decide(&self, ctx: &BoardContext, point: Square) -> Decision {
        decide(ctx, self.current_selection(ctx).as_ref(), point)
    }

    /// What a tap on `point` would do now, without doing it (for accessibility).
    pub fn preview(&self, ctx: &BoardContext, point: Square) -> TapAction {
        preview(ctx, self.current_selection(ctx).as_ref(), point)
    }

    /// A tap on a point.
    pub fn tap(&mut self, ctx: &BoardContext, point: Square) -> InputOutcome {
        self.drag = None;
        let decision = self.decide(ctx, point);
        self.apply(ctx, decision)
    }

    fn apply(&mut self, ctx: &BoardContext, decision: Decision) -> InputOutcome {
        let lang = ctx.lang;
        match decision {
            Decision::Nothing => InputOutcome::nothing(),
            Decision::Select(point) => self.select(ctx, point),
            Decision::Deselect => {
                let had = self.selection.take().is_some();
                if had {
                    InputOutcome::new(InputAction::Deselected, Redraw::Marks)
                        .with_message(text::deselected(lang))
                } else {
                    InputOutcome::nothing()
                }
            }
            Decision::Play(mv) => {
                self.selection = None;
                self.hint = None;
                let mut out = InputOutcome::new(InputAction::Play { mv }, Redraw::Marks);
                out.play = Some(mv);
                out.sounds = expected_sounds(ctx.position, mv);
                out
            }
            Decision::Blocked(b) => {
                let message = b.status_line(lang);
                let refusal = Refusal::Blocked {
                    to: b.to,
                    reason: b.reason,
                    blocker: b.blocker,
                };
                InputOutcome::new(InputAction::Refused { refusal }, Redraw::Marks)
                    .with_message(message)
            }
            Decision::Refuse(refusal) => {
                let message = match &refusal {
                    Refusal::ComputerToMove => text::computer_to_move(lang),
                    Refusal::ComputerThinking => text::computer_thinking(lang),
                    Refusal::GameOver => text::game_over(lang),
                    Refusal::NotYourPiece { point } => match ctx.position.piece_at(*point) {
                        Some(p) => text::not_your_piece(p, lang),
                        None => "".into(),
                    },
                    Refusal::Blocked { .. } | Refusal::Failed { .. } => "".into(),
                };
                let redraw = if self.selection.take().is_some() {
                    Redraw::Marks
                } else {
                    Redraw::Nothing
                };
                InputOutcome::new(InputAction::Refused { refusal }, redraw).with_message(message)
            }
        }
    }

    fn select(&mut self, ctx: &BoardContext, point: Square) -> InputOutcome {
        let Some(help) = explain::move_help(ctx.position, point, ctx.iron) else {
            return InputOutcome::nothing();
        };
        let message = text::selection_summary(help.piece, point, &help.legal, ctx.lang);
        self.selection = Some(help.clone());
        let mut out =
            InputOutcome::new(InputAction::Selected { point }, Redraw::Marks).with_message(message);
        out.help = Some(help);
        out
    }

    /// A long press: the piece card (any piece, whoever's turn it is). The selection stays.
    pub fn long_press(&mut self, ctx: &BoardContext, point: Square) -> InputOutcome {
        let Some(card) = explain::piece_card(ctx.position, point, ctx.iron) else {
            return InputOutcome::nothing();
        };
        let mut out = InputOutcome::new(InputAction::Card { point }, Redraw::Nothing)
            .with_message(explain::render_card(&card, ctx.lang));
        out.card = Some(card);
        out
    }

    /// A drag begins on `point` with the finger at `finger` (pixels). Only an own piece
    /// lifts (and is selected); a refusal answers as a tap would, and a drag from anywhere
    /// else does nothing (it neither moves nor clears the selection).
    pub fn drag_start(
        &mut self,
        ctx: &BoardContext,
        point: Square,
        finger: PixelPoint,
    ) -> InputOutcome {
        self.drag = None;
        let selected = self.current_selection(ctx).is_some_and(|h| h.from == point);
        let mut out = match self.decide(ctx, point) {
            Decision::Select(_) => self.select(ctx, point),
            Decision::Deselect if selected => {
                InputOutcome::new(InputAction::Nothing, Redraw::Marks)
            }
            refusal @ Decision::Refuse(_) => return self.apply(ctx, refusal),
            _ => return InputOutcome::nothing(),
        };
        self.drag = Some(DragView {
            from: point,
            finger,
            over: Some(point),
        });
        out.action = InputAction::DragStarted { from: point };
        out.redraw = Redraw::Marks;
        out
    }

    /// The finger moved: the lifted piece follows it, the point under it is marked.
    pub fn drag_move(&mut self, over: Option<Square>, finger: PixelPoint) -> InputOutcome {
        let Some(d) = self.drag.as_mut() else {
            return InputOutcome::nothing();
        };
        d.over = over;
        d.finger = finger;
        InputOutcome::new(InputAction::DragMoved { over }, Redraw::Marks)
    }

    /// The finger lifted over `over`: as a tap there with the lifted piece selected; over its
    /// own point or off the board the piece goes back and stays selected.
    pub fn drag_end(&mut self, ctx: &BoardContext, over: Option<Square>) -> InputOutcome {
        let Some(d) = self.drag.take() else {
            return InputOutcome::nothing();
        };
        match over {
            Some(p) if p != d.from => self.tap(ctx, p),
            _ => InputOutcome::new(InputAction::DragCancelled, Redraw::Marks),
        }
    }

    /// The system cancelled the gesture: the piece goes back, the selection stays.
    pub fn drag_cancel(&mut self) -> InputOutcome {
        if self.drag.take().is_some() {
            InputOutcome::new(InputAction::DragCancelled, Redraw::Marks)
        } else {
            InputOutcome::nothing()
        }
    }

    /// Shows the hint's arrow with its reason (the session's [`super::HintView`]).
    pub fn show_hint(&mut self, mv: Move, reason: &str) -> InputOutcome {
        self.hint = Some(mv);
        InputOutcome::new(InputAction::HintShown { mv }, Redraw::Marks).with_message(reason)
    }

    /// A move was played (the player's, after [`InputAction::Play`], or the opponent's):
    /// clears the marks, starts its animation, and passes on its sounds and its
    /// announcement in words.
    pub fn played(&mut self, report: MoveReport) -> InputOutcome {
        self.moved(report.mv, report.captured);
        let mut out = InputOutcome::new(InputAction::Played { mv: report.mv }, Redraw::Board)
            .with_message(report.announcement.clone());
        out.sounds = report.sounds.clone();
        out.report = Some(report);
        out
    }

    /// A move reached the board some other way (a puzzle's or lesson's reply, browsing
    /// forward): clears the marks and starts its animation.
    pub fn moved(&mut self, mv: Move, captured: Option<Piece>) {
        self.selection = None;
        self.drag = None;
        self.hint = None;
        self.animation = Some((mv, captured));
    }

    /// The session could not play the move it was given: the refusal with its text.
    pub fn play_failed(&mut self, message: impl Into<String>) -> InputOutcome {
        let message = message.into();
        InputOutcome::new(
            InputAction::Refused {
                refusal: Refusal::Failed {
                    message: message.clone(),
                },
            },
            Redraw::Marks,
        )
        .with_message(message)
    }

    /// What to draw: `board` (a position's pieces, checkers, last move and dangers, no
    /// marks) with the selection, hint, drag and the last move's animation at `progress`
    /// (0..=1; 1 when it is not animating). Marks whose piece is gone are left out.
    pub fn scene_state(&self, board: SceneState, progress: f32) -> SceneState {
        let on = |s: Square| board.pieces.iter().find(|p| p.point == s).map(|p| p.piece);
        let selection = self
            .selection
            .clone()
            .filter(|h| on(h.from) == Some(h.piece));
        let drag = self.drag.filter(|d| on(d.from).is_some());
        let animation = self
            .animation
            .filter(|(mv, _)| board.last_move == Some(*mv))
            .map(|(mv, captured)| MoveAnimation {
                mv,
                captured,
                progress,
            });
        SceneState {
            selection,
            hint: self.hint,
            drag,
            animation,
            ..board
        }
    }

    /// What a screen reader says for each of the 90 points of `state` (checkers, dangers;
    /// normally [`BoardInput::scene_state`]), with the action a double tap performs now.
    pub fn accessibility(
        &self,
        ctx: &BoardContext,
        state: &SceneState,
        geometry: &BoardGeometry,
    ) -> Vec<PointAccessibility> {
        let selection = self.current_selection(ctx);
        let tap = |s: Square| preview(ctx, selection.as_ref(), s);
        let state = SceneState {
            selection: selection.clone(),
            ..state.clone()
        };
        scene::describe_points(ctx.position, ctx.iron, &state, geometry, tap, ctx.lang)
    }
}

/// How a board is drawn with the player's view settings, `bottom` at the bottom.
pub(crate) fn scene_options(
    settings: &Settings,
    width: f32,
    height: f32,
    bottom: Color,
) -> SceneOptions {
    SceneOptions {
        width,
        height,
        bottom,
        stage: settings.stage,
        faces: settings.piece_faces,
        move_helper: settings.move_helper,
        dangers: settings.dangers,
        coordinates: settings.coordinates,
        red_files_in_chinese: settings.notation == Style::Zh,
    }
}

/// What a tap on `point` means with `selection` (the current one) selected.
fn decide(ctx: &BoardContext, selection: Option<&MoveHelp>, point: Square) -> Decision {
    match ctx.turn {
        Turn::Player => {}
        Turn::ComputerToMove => return Decision::Refuse(Refusal::ComputerToMove),
        Turn::ComputerThinking => return Decision::Refuse(Refusal::ComputerThinking),
        Turn::GameOver => return Decision::Refuse(Refusal::GameOver),
    }
    let pos = ctx.position;
    let piece = pos.piece_at(point);
    let own = piece.is_some_and(|p| p.color == pos.side_to_move());
    match selection {
        Some(h) if h.from == point => Decision::Deselect,
        Some(h) if h.legal.contains(&point) => Decision::Play(Move::new(h.from, point)),
        _ if own => Decision::Select(point),
        Some(h) => match h.blocked.iter().find(|b| b.to == point) {
            Some(b) => Decision::Blocked(b.clone()),
            None => Decision::Deselect,
        },
        None if piece.is_some() => Decision::Refuse(Refusal::NotYourPiece { point }),
        None => Decision::Nothing,
    }
}

fn preview(ctx: &BoardContext, selection: Option<&MoveHelp>, point: Square) -> TapAction {
    match decide(ctx, selection, point) {
        Decision::Nothing => TapAction::Nothing,
        Decision::Select(_) => TapAction::Select,
        Decision::Deselect => TapAction::Deselect,
        Decision::Play(mv) if ctx.position.piece_at(mv.to()).is_some() => TapAction::CaptureHere,
        Decision::Play(_) => TapAction::MoveHere,
        Decision::Blocked(_) => TapAction::Blocked,
        Decision::Refuse(_) => TapAction::Refused,
    }
}

/// The sounds a move will make: move or capture, check, and the game's end when it mates or
/// stalemates (the game's report adds endings by repetition).
fn expected_sounds(pos: &Position, mv: Move) -> Vec<Sound> {
    let mut sounds = vec![if pos.piece_at(mv.to()).is_some() {
        Sound::Capture
    } else {
        Sound::Move
    }];
    let after = pos.with_move(mv);
    if after.in_check() {
        sounds.push(Sound::Check);
    }
    if !after.has_legal_move() {
        sounds.push(Sound::GameEnd);
    }
    sounds
}
