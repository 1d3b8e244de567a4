#!/usr/bin/env bash
# Builds the cdylib and generates the Kotlin and Swift sources from it (library mode).
# Output: \$CARGO_TARGET_DIR (default target)/bindings/kotlin and .../swift (generated code is not committed).
# The library is built in the profile XIANGQI_PROFILE names (default release; tests/run_all.sh
# uses its test build's, test-opt), in $CARGO_TARGET_DIR/PROFILE.
# The bindgen tool is built in its own unoptimised profile: it only reads metadata.
# XIANGQI_LIB_BUILT=1: the caller has built the library already in that profile.
# XIANGQI_BINDGEN=PATH: the generator to run instead of building this crate's (tests/run_all.sh
# passes the machine's, bindings/install-bindgen.sh: the same UniFFI version's generator).
set -euo pipefail
cd "$(dirname "$0")/.."
profile=${XIANGQI_PROFILE:-release}
target_dir=${CARGO_TARGET_DIR:-target}
[[ ${XIANGQI_LIB_BUILT:-} == 1 ]] || cargo build --profile "$profile" -p xiangqi-bindings --lib
bindgen=${XIANGQI_BINDGEN:-}
if [[ -z $bindgen ]]; then
  cargo build --profile bindgen -p xiangqi-bindings --features bindgen --bin uniffi-bindgen
  bindgen=$target_dir/bindgen/uniffi-bindgen
fi
lib=$target_dir/$profile/libxiangqi_ffi.so
[[ -f $lib ]] || lib=$target_dir/$profile/libxiangqi_ffi.dylib
out=$target_dir/bindings
rm -rf "$out"
for lang in kotlin swift; do
  "$bindgen" generate --library "$lib" --language "$lang" --out-dir "$out/$lang" --no-format
done
echo "generated: $(find "$out" -type f | wc -l) files in $out (library: $lib)"
