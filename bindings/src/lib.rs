//! The `xiangqi_ffi` library for the Android and iOS apps: the core's UniFFI component
//! (`xiangqi::ffi`, the core built with its `ffi` feature) linked as one cdylib, the way
//! application-services' megazord links its components, plus this crate's own component
//! (it needs tokio, which the core does not take): the way to start the app, with the
//! online link ([`xiangqi_online::link::TokioLink`]) plugged in. `generate.sh` writes the
//! Kotlin and Swift bindings of both.
//!
//! Online play crosses the boundary as the core's typed events and views: nothing here
//! speaks JSON.

use std::sync::Arc;
use xiangqi::app::link::OnlineLink;
use xiangqi::app::AppOptions;
use xiangqi::ffi::appcore::{start_with, AppCore, AppShell};
use xiangqi::ffi::{WallClock, XiangqiError};
use xiangqi::Lang;
use xiangqi_online::link::TokioLink;

xiangqi::uniffi_reexport_scaffolding!();
uniffi::setup_scaffolding!();

/// The online link (its own small runtime); none if no thread could be started, and then
/// the online screens say the build has no network.
fn online() -> Option<Arc<dyn OnlineLink>> {
    TokioLink::try_new()
        .ok()
        .map(|link| Arc::new(link) as Arc<dyn OnlineLink>)
}

/// Starts the app: opens the database at `db_path` (a damaged one is moved aside and the
/// first view's banner says so) and shows home. `utc_offset_minutes`: the device's time zone
/// now; `default_server`: the address the online sign-in proposes.
#[uniffi::export]
pub fn start_app(
    db_path: String,
    device_lang: Lang,
    utc_offset_minutes: i32,
    default_server: String,
    shell: Arc<dyn AppShell>,
) -> Result<Arc<AppCore>, XiangqiError> {
    let options = AppOptions {
        utc_offset_minutes,
        online: online(),
        default_server,
        ..AppOptions::new(db_path, device_lang)
    };
    start_with(options, shell)
}

/// Starts the app with everything in memory, on `clock`, with Master Wang thinking
/// `strong_time_ms` if given (previews, tests).
#[uniffi::export]
pub fn start_app_for_test(
    device_lang: Lang,
    clock: Arc<dyn WallClock>,
    strong_time_ms: Option<u64>,
    default_server: String,
    shell: Arc<dyn AppShell>,
) -> Result<Arc<AppCore>, XiangqiError> {
    let mut options = AppOptions {
        online: online(),
        default_server,
        ..AppOptions::in_memory(device_lang)
    };
    if let Some(ms) = strong_time_ms {
        options.engine = options.engine.with_strong_time_ms(ms);
    }
    options.clock = Some(Arc::new(move || clock.now_ms()));
    start_with(options, shell)
}
