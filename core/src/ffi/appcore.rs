//! The whole app for the shells: start it with a [`AppShell`], send it events, paint its
//! views. The rest of this component is what a platform needs beside it (sound, fonts).

use super::{OrSay, Result};
use crate::app::{self, AppOptions, AppView, Effect, Event, Thumbnail};
use crate::scene::Scene;
use crate::types::Square;
use std::sync::Arc;

/// The shell (implemented in Kotlin/Swift): paints views, carries out effects. Called on the
/// core's own thread: hand both to the UI thread.
#[uniffi::export(with_foreign)]
pub trait AppShell: Send + Sync {
    fn render(&self, view: AppView);
    fn effect(&self, effect: Effect);
}

struct Bridge(Arc<dyn AppShell>);

impl app::Shell for Bridge {
    fn render(&self, view: AppView) {
        super::remember_ui_lang(view.lang);
        self.0.render(view);
    }
    fn effect(&self, effect: Effect) {
        self.0.effect(effect);
    }
}

/// The app: navigation, every screen, every rule; the shell renders it.
#[derive(uniffi::Object)]
pub struct AppCore(app::AppCore);

/// Starts the app with `options`. Not exported: the apps start it through the bindings
/// crate (`start_app`, `start_app_for_test`), which adds what the core cannot have, the
/// online link.
pub fn start_with(options: AppOptions, shell: Arc<dyn AppShell>) -> Result<Arc<AppCore>> {
    let lang = options.device_lang;
    super::remember_ui_lang(lang);
    app::AppCore::start(options, Arc::new(Bridge(shell)))
        .map(|core| Arc::new(AppCore(core)))
        .or_say(lang)
}

#[uniffi::export]
impl AppCore {
    /// What the person did; returns at once. Fails only with `BadInput`, for a value the
    /// core never gave out (a point such as `z9`): that event is dropped and the app runs on.
    /// (Without the `Result`, UniFFI would report such a value as an internal error.)
    pub fn send(&self, event: Event) -> Result<()> {
        self.0.send(event);
        Ok(())
    }

    /// The view as last rendered (the first frame).
    pub fn view(&self) -> AppView {
        self.0.view()
    }

    /// The board on top for a `width` x `height` canvas, the last move `progress` (0..=1)
    /// of the way.
    pub fn board_scene(&self, width: f32, height: f32, progress: f32) -> Scene {
        self.0.board_scene(width, height, progress)
    }

    /// A thumbnail from a view record (a list row's game, a picker's stage) for a
    /// `width` x `height` canvas.
    pub fn thumbnail(&self, thumbnail: Thumbnail, width: f32, height: f32) -> Scene {
        self.0.thumbnail(&thumbnail, width, height)
    }

    /// The point under a touch on the board's canvas.
    pub fn point_at(&self, width: f32, height: f32, x: f32, y: f32) -> Option<Square> {
        self.0.point_at(width, height, x, y)
    }

    /// Checks the timers now (tests that move their clock).
    pub fn tick(&self) {
        self.0.tick();
    }

    /// Waits until everything sent so far is applied and rendered (tests).
    pub fn settle(&self) {
        self.0.settle();
    }

    /// Saves the clocks of a game on screen and stops the core's thread.
    pub fn shutdown(&self) {
        self.0.shutdown();
    }
}
