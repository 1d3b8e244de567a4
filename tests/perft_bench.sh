#!/usr/bin/env bash
# Perft speed: perft(5) from the start, perft(4) from every other row of perft.txt, timed
# inside the process (table set-up and process start excluded).
# A benchmark, not a test: figures depend on the machine and its load.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -q -p xiangqi-cli
bin=target/release/xiangqi
while IFS=';' read -r fen _; do
  fen=$(echo "$fen" | xargs)
  depth=4
  [[ $fen == rnbakabnr/9/1c5c1/* ]] && depth=5
  # stderr: "<nodes> nodes in <s> s (<M> M nodes/s)"
  timing=$("$bin" perft --fen "$fen" "$depth" 2>&1 >/dev/null)
  printf '%-72s d%d  %s\n' "$fen" "$depth" "$timing"
done < <(grep -v '^#' core/tests/data/perft.txt)
