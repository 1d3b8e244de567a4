//! What the model asks of every screen.

use crate::app::event::{Action, BoardGesture, Field, TextField};
use crate::app::model::context::{Ctx, Internal, Nav};
use crate::app::services::board_pad::BoardPad;
use crate::app::services::painter::BoardSlot;
use crate::app::view::ScreenView;
use std::sync::Arc;

/// What the model asks of every screen; a screen answers what concerns it and leaves the
/// rest to the defaults (nothing happens). `key` names the screen for its workers' results.
pub(crate) trait Screen {
    /// Everything the screen shows.
    fn view(&self, ctx: &Ctx) -> ScreenView;

    /// A button, row or result its view offers (the model has checked that it does).
    fn action(&mut self, ctx: &mut Ctx, key: u64, action: Action) -> Nav;

    /// An option of a choice on a form.
    fn choose(&mut self, _ctx: &mut Ctx, _field: Field, _option: u32) {}

    /// A switch on a form.
    fn toggle(&mut self, _ctx: &mut Ctx, _field: Field, _on: bool) {}

    /// Text typed into a field.
    fn input(&mut self, _ctx: &mut Ctx, _field: TextField, _text: String) {}

    /// Text pasted (a FEN into the editor).
    fn paste(&mut self, _ctx: &mut Ctx, _text: &str) {}

    /// A gesture on the board.
    fn board(&mut self, _ctx: &mut Ctx, _key: u64, _gesture: BoardGesture) -> Nav {
        Nav::Stay
    }

    /// A move typed in any notation.
    fn typed(&mut self, _ctx: &mut Ctx, _key: u64, _text: &str) {}

    /// Back was pressed (most screens just leave).
    fn back(&mut self, _ctx: &mut Ctx) -> Nav {
        Nav::Pop
    }

    /// The pad its board is shown on, if it has one: the painter reads it and new settings
    /// reach it without more from the screen.
    fn pad(&self) -> Option<&Arc<BoardPad>> {
        None
    }

    /// On top (pushed, back on top, the app in front): its data read afresh, its timers and
    /// searches run. Returns the board the painter shows.
    fn shown(&mut self, _ctx: &mut Ctx, _key: u64) -> BoardSlot {
        self.pad()
            .map_or(BoardSlot::None, |pad| BoardSlot::Pad(pad.clone()))
    }

    /// Another screen went on top of it, or the app to the background.
    fn hidden(&mut self, _ctx: &mut Ctx) {}

    /// Gone for good (Back, Home, replaced, the app stopping).
    fn leave(&mut self, _ctx: &mut Ctx) {}

    /// A worker's result for this screen.
    fn internal(&mut self, _ctx: &mut Ctx, _msg: Internal) {}

    /// The settings changed (notation, language, board looks).
    fn apply_settings(&mut self, ctx: &Ctx) {
        if let Some(pad) = self.pad() {
            pad.apply_settings(&ctx.settings);
        }
    }

    /// A clock counts on screen (the lane wakes often, the screen stays awake).
    fn clock_running(&self) -> bool {
        false
    }

    /// Back asks before it leaves.
    fn back_asks_first(&self) -> bool {
        false
    }

    /// The heartbeat while on top in front.
    fn tick(&mut self, _ctx: &mut Ctx) {}
}
