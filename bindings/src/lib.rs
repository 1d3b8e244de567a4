//! The `xiangqi_ffi` library for the Android and iOS apps: the core's UniFFI component
//! (`xiangqi::ffi`, the core built with its `ffi` feature) linked as one cdylib, the way
//! application-services' megazord links its components. `generate.sh` writes the Kotlin and
//! Swift bindings from it.

xiangqi::uniffi_reexport_scaffolding!();
