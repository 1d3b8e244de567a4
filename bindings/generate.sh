#!/usr/bin/env bash
# Builds the cdylib and generates the Kotlin and Swift sources from it (library mode).
# Output: \$CARGO_TARGET_DIR (default target)/bindings/kotlin and .../swift (generated code is not committed).
# The library is built in the profile XIANGQI_PROFILE names (default release; tests/run_all.sh
# uses its test build's, test-opt), in $CARGO_TARGET_DIR/PROFILE.
# The bindgen tool is built in its own unoptimised profile: it only reads metadata.
# XIANGQI_LIB_BUILT=1: the caller has built both already, the generator with the library in
# that profile (tests/run_all.sh builds the workspace with the feature xiangqi-bindings/bindgen).
set -euo pipefail
cd "$(dirname "$0")/.."
profile=${XIANGQI_PROFILE:-release}
target_dir=${CARGO_TARGET_DIR:-target}
if [[ ${XIANGQI_LIB_BUILT:-} == 1 ]]; then
  bindgen=$target_dir/$profile/uniffi-bindgen
else
  cargo build --profile "$profile" -p xiangqi-bindings --lib
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
