#!/usr/bin/env bash
# Builds the cdylib and generates the Kotlin and Swift sources from it (library mode).
# Output: target/bindings/kotlin and target/bindings/swift (generated code is not committed).
# The bindgen tool is built in its own unoptimised profile: it only reads metadata.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -p xiangqi-bindings --lib
cargo build --profile bindgen -p xiangqi-bindings --features bindgen --bin uniffi-bindgen
lib=target/release/libxiangqi_ffi.so
[[ -f $lib ]] || lib=target/release/libxiangqi_ffi.dylib
out=target/bindings
rm -rf "$out"
for lang in kotlin swift; do
  target/bindgen/uniffi-bindgen generate --library "$lib" --language "$lang" \
    --out-dir "$out/$lang" --no-format
done
echo "generated: $(find "$out" -type f | wc -l) files in $out (library: $lib)"
