#!/usr/bin/env bash
# Engine speed on a shared host: `xiangqi bench` of several binaries run in interleaved rounds
# (every round runs each binary once), next to a fixed integer loop that measures how much of
# the core the host gives us at that moment (shared cores slow such code by up to ~40 %).
#
#   bash tests/bench_pairs.sh ROUNDS BIN [BIN...]     e.g. 40 target/release/xiangqi old/xiangqi
#
# Prints per binary the median nodes/s, the range and the median per-round ratio to the first
# binary, then the medians over the rounds the host ran fastest and slowest.
# A benchmark, not a test: figures depend on the machine and its load.
set -euo pipefail
rounds=$1
shift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The probe: eight independent add/xor chains, so it needs the core's full issue width.
probe=""
if command -v cc >/dev/null; then
  cat >"$work/probe.c" <<'EOF'
#include <stdio.h>
#include <time.h>
int main(void) {
  struct timespec a, b;
  unsigned long x0 = 1, x1 = 2, x2 = 3, x3 = 4, x4 = 5, x5 = 6, x6 = 7, x7 = 8;
  clock_gettime(CLOCK_MONOTONIC, &a);
  for (long i = 0; i < 150000000; i++) {
    x0 += x1 ^ i; x1 += x2 >> 1; x2 ^= x3 + i; x3 += x4;
    x4 ^= x5 << 1; x5 += x6; x6 ^= x7 + 1; x7 += x0;
    __asm__ volatile("" : "+r"(x0), "+r"(x1), "+r"(x2), "+r"(x3), "+r"(x4), "+r"(x5), "+r"(x6), "+r"(x7));
  }
  clock_gettime(CLOCK_MONOTONIC, &b);
  printf("%.4f\n", (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9);
  return (x0 ^ x7) == 42;
}
EOF
  cc -O2 -o "$work/probe" "$work/probe.c" && probe="$work/probe"
fi

for ((i = 0; i < rounds; i++)); do
  line="$([[ -n $probe ]] && "$probe" || echo 0)"
  for bin in "$@"; do
    line="$line $("$bin" bench | tail -n 1 | awk '{print $3}')"
  done
  echo "$line"
done >"$work/rounds"

python3 - "$work/rounds" "$@" <<'EOF'
import statistics as st, sys
rows = [list(map(float, l.split())) for l in open(sys.argv[1])]
names = sys.argv[2:]
for j, name in enumerate(names, 1):
    col = [r[j] for r in rows]
    ratio = st.median(r[j] / r[1] for r in rows)
    print(f"{name}: median {st.median(col) / 1e6:.2f} M nodes/s  "
          f"(range {min(col) / 1e6:.2f}-{max(col) / 1e6:.2f})  per-round ratio {ratio:.3f}")
if rows[0][0] > 0:
    order = sorted(rows, key=lambda r: r[0])
    k = max(1, len(rows) // 4)
    for label, part in (("fastest", order[:k]), ("slowest", order[-k:])):
        speeds = " ".join(f"{st.median(r[j] for r in part) / 1e6:.2f}" for j in range(1, len(names) + 1))
        print(f"host {label} quarter (probe {st.median(r[0] for r in part):.3f} s): {speeds} M")
EOF
