#!/usr/bin/env bash
# On a Mac: builds the core (the xiangqi_ffi megazord) as a static library for iPhone,
# the simulator (arm64 + x86_64, lipo'd) and macOS (so `swift test` runs the package on the
# Mac too), and wraps them with the C header and module map in
# ios/XiangqiKit/XiangqiFFI.xcframework (inside the package, as SwiftPM wants), the XiangqiCoreFFI binary target of ios/XiangqiKit.
# Then copies the generated Swift bindings into the package (XiangqiKit/generate.sh).
# Needs: Xcode, rustup.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
cd "$root"

targets=(aarch64-apple-ios aarch64-apple-ios-sim x86_64-apple-ios aarch64-apple-darwin x86_64-apple-darwin)
rustup target add "${targets[@]}"
export IPHONEOS_DEPLOYMENT_TARGET=17.0 MACOSX_DEPLOYMENT_TARGET=14.0
for target in "${targets[@]}"; do
  # The crate is a cdylib for Android and Linux; a static library here.
  cargo rustc --release -p xiangqi-bindings --lib --target "$target" --crate-type staticlib
done

# The bindings (generated from the host's library: the same interface on every target).
bash bindings/generate.sh
bash "$here/XiangqiKit/generate.sh"

build=$here/build
rm -rf "$build" "$here/XiangqiKit/XiangqiFFI.xcframework"
mkdir -p "$build/headers" "$build/ios-sim" "$build/macos"
cp target/bindings/swift/XiangqiCoreFFI.h target/bindings/swift/XiangqiOnlineFFI.h "$build/headers/"
# One C module over both components' headers (see bindings/uniffi.toml).
cat >"$build/headers/module.modulemap" <<'MAP'
module XiangqiCoreFFI {
    header "XiangqiCoreFFI.h"
    header "XiangqiOnlineFFI.h"
    export *
}
MAP
lib=libxiangqi_ffi.a
lipo -create target/aarch64-apple-ios-sim/release/$lib target/x86_64-apple-ios/release/$lib \
  -output "$build/ios-sim/$lib"
lipo -create target/aarch64-apple-darwin/release/$lib target/x86_64-apple-darwin/release/$lib \
  -output "$build/macos/$lib"
xcodebuild -create-xcframework \
  -library target/aarch64-apple-ios/release/$lib -headers "$build/headers" \
  -library "$build/ios-sim/$lib" -headers "$build/headers" \
  -library "$build/macos/$lib" -headers "$build/headers" \
  -output "$here/XiangqiKit/XiangqiFFI.xcframework"
echo "built $here/XiangqiKit/XiangqiFFI.xcframework"
