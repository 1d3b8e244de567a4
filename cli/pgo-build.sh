#!/usr/bin/env bash
# Profile-guided release build of the `xiangqi` CLI, the desktop/UCI engine (what Stockfish's
# `make profile-build` does): an instrumented build runs `bench` and `perft`, and LLVM's
# profile of that run steers the final build's inlining and code layout.
#
#   bash cli/pgo-build.sh          -> target/pgo/xiangqi
#
# Needs llvm-profdata from the `llvm-tools` rustup component (added if missing). The plain
# `cargo build --release` stays the reference build: tests, the app libraries and the bench
# figures in the README come from it unless they say otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

out="${CARGO_TARGET_DIR:-$PWD/target}/pgo"
profiles="$out/profiles"

sysroot="$(rustc --print sysroot)"
find_profdata() { find "$sysroot" -name llvm-profdata -type f -perm -u+x 2>/dev/null | head -n 1; }
profdata="$(find_profdata)"
if [[ -z "$profdata" ]]; then
  rustup component add llvm-tools >/dev/null
  profdata="$(find_profdata)"
fi
[[ -n "$profdata" ]] || { echo "pgo-build: llvm-profdata not found (rustup component add llvm-tools)" >&2; exit 1; }

# RUSTFLAGS replaces the rustflags of .cargo/config.toml: repeat its CPU level.
flags=""
[[ "$(uname -m)" == x86_64 ]] && flags="-C target-cpu=x86-64-v2"

echo "pgo-build: instrumented build" >&2
RUSTFLAGS="$flags -C profile-generate=$profiles" \
  cargo build --quiet --release -p xiangqi-cli --target-dir "$out/instrumented"
# Build scripts ran instrumented too: keep only the workload's profile.
rm -rf "$profiles"
instrumented="$out/instrumented/release/xiangqi"
"$instrumented" bench >/dev/null
"$instrumented" perft 5 >/dev/null 2>&1
"$profdata" merge -o "$out/xiangqi.profdata" "$profiles"

echo "pgo-build: optimized build" >&2
RUSTFLAGS="$flags -C profile-use=$out/xiangqi.profdata" \
  cargo build --quiet --release -p xiangqi-cli --target-dir "$out/optimized"
cp "$out/optimized/release/xiangqi" "$out/xiangqi"
echo "$out/xiangqi"
