//! The `xiangqi_ffi` library for the Android and iOS apps: the core's UniFFI component
//! (`xiangqi::ffi`, the core built with its `ffi` feature) linked as one cdylib, the way
//! application-services' megazord links its components, plus the online client (its own
//! component: it needs tokio, which the core does not take). `generate.sh` writes the Kotlin
//! and Swift bindings of both.

mod online;

xiangqi::uniffi_reexport_scaffolding!();
uniffi::setup_scaffolding!();
