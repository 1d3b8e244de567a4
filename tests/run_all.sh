#!/usr/bin/env bash
# Every test of the project: format and lint checks, the Rust tests (unit, integration, doc),
# the core on its minimum Rust, the differential tests against pyffish, the Kotlin binding
# tests, the Compose screens (rendered to PNG, UI tests, the desktop window under Xvfb) and the
# iOS package's Swift tests (in a Debian trixie root).
# Needs: the Rust toolchain, python3 with pyffish (`pip install pyffish`); .ci/run installs all.
#
# Every crate is built once, in the `test-opt` profile (release optimisation without LTO; see
# Cargo.toml): clippy lints the workspace's crates while they are built for the tests (clippy's
# driver is the compiler of the workspace's own crates, as `cargo clippy` makes it, but in a
# build rather than a check), the tests, the pyffish scripts (the test build's `xiangqi`), and
# the Kotlin, Swift and Compose tests (the test build's library) all use that one build.
# XIANGQI_PROFILE=release runs everything on release builds instead.
#
# Each step's wall time is printed after it and as a table at the end; the last line is the
# total: "N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."

export XIANGQI_PROFILE=${XIANGQI_PROFILE:-test-opt}
profile=$XIANGQI_PROFILE
target_dir=${CARGO_TARGET_DIR:-target}
# One clean build: the incremental caches would cost their writing and save nothing.
export CARGO_INCREMENTAL=${CARGO_INCREMENTAL:-0}
# Every cargo call below builds the workspace with its default features: other features would
# build crates anew. (The bindings' generator, feature xiangqi-bindings/bindgen, is not built
# here: it is a tool, made once per machine by bindings/install-bindgen.sh.)

log=$(mktemp)
trap 'rm -f "$log"' EXIT
failed_steps=()
table=()
run_started=$SECONDS

step() { # step NAME COMMAND...: run, keep the output for the tally, time it
  local name=$1 started=$SECONDS outcome=ok
  shift
  echo "==> $name"
  if ! "$@" 2>&1 | tee -a "$log"; then
    failed_steps+=("$name")
    outcome=FAILED
  fi
  local took=$((SECONDS - started))
  echo "==> $name: ${took} s, $outcome"
  table+=("$(printf '| %-40s | %6d | %-6s |' "$name" "$took" "$outcome")")
}
skip() { # skip NAME WHY
  echo "==> $1: skipped ($2)"
  table+=("$(printf '| %-40s | %6s | %-6s |' "$1" "-" "skip")")
}

step "cargo fmt --check" cargo fmt --all -- --check

# clippy's driver compiles the workspace's crates (not their dependencies) in this build and
# the ones after it, with the lints `cargo clippy -- -D warnings` would apply; a lint fails
# the build. The same variables in every later cargo call keep those crates' fingerprints, so
# nothing is built again.
clippy_driver=$(rustup which clippy-driver 2>/dev/null || command -v clippy-driver || true)
if [[ -n $clippy_driver ]]; then
  export RUSTC_WORKSPACE_WRAPPER=$clippy_driver
  export CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
  build_name="cargo build + clippy ($profile)"
else
  build_name="cargo build ($profile; clippy missing)"
fi
# Every crate's libraries, binaries, tests and examples, once; then the libraries again, a
# no-op but for copying the app's library (the bindings' cdylib) to $target_dir/$profile. Both
# with the whole workspace: one crate alone (`-p`) would resolve other features and build its
# dependencies anew.
build_all() {
  cargo test --workspace --profile "$profile" --no-run &&
    cargo build --workspace --profile "$profile" --lib --bins
}
step "$build_name" build_all

# (This includes the online server's suites: on SQLite always, on PostgreSQL when
# XIANGQI_TEST_POSTGRES_URL is set; .ci/run starts a cluster for it with server/tests/pg.sh;
# the two-node cluster test, in server/tests/it/cluster.rs, also needs nats-server on the PATH.)
[[ -n ${XIANGQI_TEST_POSTGRES_URL:-} ]] ||
  echo "==> server suites on PostgreSQL: skipped (no XIANGQI_TEST_POSTGRES_URL; see server/tests/pg.sh)"
step "cargo test" cargo test --workspace --profile "$profile"

# The core library keeps building on its declared minimum Rust (the app's core may be built by
# an older toolchain than the CLI's); the CLI and bindings follow their dependencies' minimum,
# and so do the core's tests (the online journeys run the server, whose crates need newer Rust).
# A check in a target folder of its own, without clippy's driver (a different toolchain).
msrv=$(sed -n 's/^rust-version = "\(.*\)"/\1/p' Cargo.toml)
if rustup run "$msrv" rustc --version >/dev/null 2>&1; then
  step "core on Rust $msrv" env -u RUSTC_WORKSPACE_WRAPPER -u CLIPPY_ARGS \
    cargo "+$msrv" check -p xiangqi-core --lib --profile msrv-check --target-dir "$target_dir/msrv"
else
  skip "core on Rust $msrv" "rustup toolchain install $msrv; .ci/run does"
fi

bin=$target_dir/$profile/xiangqi
step "pyffish rules differential" python3 tests/pyffish_rules.py "$bin"
for script in tests/pyffish_notation.py tests/pyffish_judge.py; do
  [[ -f $script ]] && step "$(basename "$script" .py)" python3 "$script" "$bin"
done

# The bindings' Kotlin and Swift sources, generated once from the test build's library for
# the three steps after it.
generate_bindings() {
  local bindgen
  bindgen=$(bash bindings/install-bindgen.sh --print) &&
    XIANGQI_LIB_BUILT=1 XIANGQI_BINDGEN=$bindgen bash bindings/generate.sh
}
step "bindings generated" generate_bindings
export XIANGQI_SKIP_GENERATE=1
[[ -x tests/kotlin/run.sh ]] && step "kotlin binding tests" tests/kotlin/run.sh
[[ -x tests/swift/run.sh ]] && step "swift tests" tests/swift/run.sh
[[ -x tests/compose/run.sh ]] && step "compose ui tests" tests/compose/run.sh

echo
echo "Where the time went (wall seconds):"
printf '| %-40s | %6s | %-6s |\n' "step" "s" "result"
printf '|%s|%s|%s|\n' "------------------------------------------" "-------:" "--------"
printf '%s\n' "${table[@]}"
printf '| %-40s | %6d | %-6s |\n' "all steps" "$((SECONDS - run_started))" ""
echo

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
