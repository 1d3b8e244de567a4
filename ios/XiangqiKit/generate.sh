#!/usr/bin/env bash
# Copies the generated Swift bindings into the package (they are not committed):
# XiangqiCore.swift and the bindings crate's XiangqiOnline.swift (`startApp`, `startAppForTest`)
# into Sources/XiangqiCore (one Swift module), the two C headers into Sources/XiangqiCoreFFI
# with a module map of one C module over both that links libxiangqi_ffi (Linux; on Apple the
# XCFramework carries its own). See bindings/uniffi.toml.
# Run `bash bindings/generate.sh` first (tests/swift/run.sh and build-xcframework.sh do).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
gen=${CARGO_TARGET_DIR:-$root/target}/bindings/swift
for f in XiangqiCore.swift XiangqiCoreFFI.h XiangqiOnline.swift XiangqiOnlineFFI.h; do
  [[ -f $gen/$f ]] || { echo "no $f in $gen: run bash bindings/generate.sh" >&2; exit 1; }
done
mkdir -p "$here/Sources/XiangqiCore" "$here/Sources/XiangqiCoreFFI"
# Unchanged files keep their time stamps, so that an incremental `swift build` stays one.
update() { cmp -s "$1" "$2" || cp "$1" "$2"; }
update "$gen/XiangqiCore.swift" "$here/Sources/XiangqiCore/XiangqiCore.swift"
update "$gen/XiangqiOnline.swift" "$here/Sources/XiangqiCore/XiangqiOnline.swift"
update "$gen/XiangqiCoreFFI.h" "$here/Sources/XiangqiCoreFFI/XiangqiCoreFFI.h"
update "$gen/XiangqiOnlineFFI.h" "$here/Sources/XiangqiCoreFFI/XiangqiOnlineFFI.h"
map=$(mktemp)
trap 'rm -f "$map"' EXIT
cat >"$map" <<'MAP'
module XiangqiCoreFFI {
    header "XiangqiCoreFFI.h"
    header "XiangqiOnlineFFI.h"
    link "xiangqi_ffi"
    export *
}
MAP
update "$map" "$here/Sources/XiangqiCoreFFI/module.modulemap"
echo "bindings copied into $here/Sources"
