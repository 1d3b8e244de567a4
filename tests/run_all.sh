#!/usr/bin/env bash
# Every test of the project: format and lint checks, the Rust tests (unit, integration, doc),
# the differential tests against pyffish, the Kotlin binding tests, the Compose screens
# (rendered to PNG, UI tests, the desktop window under Xvfb) and the iOS package's Swift tests
# (in a Debian trixie root).
# Needs: the Rust toolchain, python3 with pyffish (`pip install pyffish`); .ci/run installs all.
# The last line is the total: "N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."

log=$(mktemp)
trap 'rm -f "$log"' EXIT
failed_steps=()

step() { # step NAME COMMAND...: run, keep the output for the tally
  local name=$1
  shift
  echo "==> $name"
  if ! "$@" 2>&1 | tee -a "$log"; then
    failed_steps+=("$name")
  fi
}

step "cargo fmt --check" cargo fmt --all -- --check
step "cargo clippy" cargo clippy --workspace --all-targets --release -- -D warnings
# (This includes the online server's suites: on SQLite always, on PostgreSQL when
# XIANGQI_TEST_POSTGRES_URL is set; .ci/run starts a cluster for it with server/tests/pg.sh;
# the two-node cluster test, server/tests/cluster.rs, also needs nats-server on the PATH.)
[[ -n ${XIANGQI_TEST_POSTGRES_URL:-} ]] ||
  echo "==> server suites on PostgreSQL: skipped (no XIANGQI_TEST_POSTGRES_URL; see server/tests/pg.sh)"
step "cargo test" cargo test --workspace --release
# The core library keeps building on its declared minimum Rust (the app's core may be built by
# an older toolchain than the CLI's); the CLI and bindings follow their dependencies' minimum,
# and so do the core's tests (the online journeys run the server, whose crates need newer Rust).
msrv=$(sed -n 's/^rust-version = "\(.*\)"/\1/p' Cargo.toml)
if rustup run "$msrv" rustc --version >/dev/null 2>&1; then
  step "core on Rust $msrv" cargo "+$msrv" check -p xiangqi-core --lib
else
  echo "==> core on Rust $msrv: skipped (rustup toolchain install $msrv; .ci/run does)"
fi
step "build xiangqi" cargo build --release -p xiangqi-cli
bin=target/release/xiangqi
step "pyffish rules differential" python3 tests/pyffish_rules.py "$bin"
for script in tests/pyffish_notation.py tests/pyffish_judge.py; do
  [[ -f $script ]] && step "$(basename "$script" .py)" python3 "$script" "$bin"
done
[[ -x tests/kotlin/run.sh ]] && step "kotlin binding tests" tests/kotlin/run.sh
[[ -x tests/swift/run.sh ]] && step "swift tests" tests/swift/run.sh
[[ -x tests/compose/run.sh ]] && step "compose ui tests" tests/compose/run.sh

# Tally: cargo's "test result: ... N passed; M failed" and the scripts' "N passed, M failed".
read -r passed failed < <(awk '
  /^test result:/ { for (i = 1; i <= NF; i++) { if ($i ~ /^passed;?$/) p += $(i-1); if ($i ~ /^failed;?$/) f += $(i-1) } }
  /^([A-Za-z]+: )?[0-9]+ passed, [0-9]+ failed/ { o = ($1 ~ /:$/) ? 1 : 0; p += $(1+o); f += $(3+o) }
  END { print p + 0, f + 0 }' "$log")
if ((${#failed_steps[@]})); then
  echo "failed steps: ${failed_steps[*]}"
  ((failed == 0)) && failed=${#failed_steps[@]}
fi
echo "$passed passed, $failed failed"
((${#failed_steps[@]} == 0))
