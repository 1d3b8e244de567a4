#!/usr/bin/env bash
# Perft speed: perft(5) from the start, perft(4) from every other row of perft.txt.
# A benchmark, not a test: figures depend on the machine and its load.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -q -p xiangqi-cli
bin=target/release/xiangqi
total_nodes=0
total_ms=0
while IFS=';' read -r fen _; do
  fen=$(echo "$fen" | xargs)
  depth=4
  [[ $fen == rnbakabnr/9/1c5c1/* ]] && depth=5
  start=$(date +%s%N)
  nodes=$("$bin" perft --fen "$fen" "$depth" 2>/dev/null | tail -1)
  ms=$((($(date +%s%N) - start) / 1000000))
  printf '%-70s d%d %12d nodes %6d ms %7.1f M nodes/s\n' "$fen" "$depth" "$nodes" "$ms" \
    "$(echo "$nodes / ($ms + 0.001) / 1000" | bc -l)"
  total_nodes=$((total_nodes + nodes))
  total_ms=$((total_ms + ms))
done < <(grep -v '^#' core/tests/data/perft.txt)
printf 'total %d nodes in %d ms: %.1f M nodes/s\n' "$total_nodes" "$total_ms" \
  "$(echo "$total_nodes / $total_ms / 1000" | bc -l)"
