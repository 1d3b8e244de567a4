#!/usr/bin/env bash
# The bindings' generator, uniffi-bindgen, as a tool: built once per machine for the UniFFI
# version in Cargo.lock (the generator must match the library's scaffolding exactly) into the
# tests' machine cache (tests/cache.sh), unoptimised (it only reads the library's metadata).
# Building it with every test run cost a third of the build's CPU time (askama's templates).
# --print prints the binary's path on standard output (building it if missing).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../tests/cache.sh"
version=$(awk '/^name = "uniffi"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' "$here/../Cargo.lock")
[[ -n $version ]] || { echo "no uniffi in Cargo.lock" >&2; exit 1; }
dir=$XIANGQI_CACHE/uniffi-bindgen-$version
bin=$dir/bin/uniffi-bindgen
complete() { [[ -f $dir/complete && -x $bin ]]; }
if ! complete; then
  cache_lock "uniffi-bindgen-$version"
  if ! complete; then
    rm -rf "$dir"
    # The `uniffi` crate's own generator binary (feature `cli`), the one `uniffi_bindgen_main`
    # of bindings/src/bin/uniffi-bindgen.rs runs.
    env -u RUSTC_WORKSPACE_WRAPPER -u CLIPPY_ARGS -u CARGO_TARGET_DIR \
      cargo install --quiet --debug --features cli --bin uniffi-bindgen --root "$dir" \
      --target-dir "$dir/build" "uniffi@=$version" >&2
    rm -rf "$dir/build"
    [[ -x $bin ]] || { echo "cargo install uniffi@$version: no $bin" >&2; exit 1; }
    touch "$dir/complete"
  fi
fi
[[ ${1:-} != --print ]] || echo "$bin"
