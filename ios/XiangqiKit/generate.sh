#!/usr/bin/env bash
# Copies the generated Swift bindings of the core into the package (they are not committed):
# XiangqiCore.swift into Sources/XiangqiCore, the C header into Sources/XiangqiCoreFFI with a
# module map that links libxiangqi_ffi (Linux; on Apple the XCFramework carries its own).
# Run `bash bindings/generate.sh` first (tests/swift/run.sh and build-xcframework.sh do).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
gen=${CARGO_TARGET_DIR:-$root/target}/bindings/swift
[[ -f $gen/XiangqiCore.swift ]] || { echo "no bindings in $gen: run bash bindings/generate.sh" >&2; exit 1; }
mkdir -p "$here/Sources/XiangqiCore" "$here/Sources/XiangqiCoreFFI"
# Unchanged files keep their time stamps, so that an incremental `swift build` stays one.
update() { cmp -s "$1" "$2" || cp "$1" "$2"; }
update "$gen/XiangqiCore.swift" "$here/Sources/XiangqiCore/XiangqiCore.swift"
update "$gen/XiangqiCoreFFI.h" "$here/Sources/XiangqiCoreFFI/XiangqiCoreFFI.h"
map=$(mktemp)
trap 'rm -f "$map"' EXIT
cat >"$map" <<'MAP'
module XiangqiCoreFFI {
    header "XiangqiCoreFFI.h"
    link "xiangqi_ffi"
    export *
}
MAP
update "$map" "$here/Sources/XiangqiCoreFFI/module.modulemap"
echo "bindings copied into $here/Sources"
