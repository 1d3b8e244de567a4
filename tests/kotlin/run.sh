#!/usr/bin/env bash
# Kotlin binding tests on the JVM: generate the bindings, compile them (once, shared with the
# Compose step: bindings-jar.sh) and the tests, run them against the cdylib of the profile
# XIANGQI_PROFILE names (default release). Needs: libjna-java and junit4 (Debian),
# kotlin-compiler (npm, installed here by .ci/run). Closing line: "N passed, M failed".
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cd "$root"

# The npm kotlin-compiler: tests/kotlin/install-kotlinc.sh puts it in the machine's cache.
kotlin_home=$(bash "$here/install-kotlinc.sh" --print) || { echo "kotlinc missing: bash tests/kotlin/install-kotlinc.sh (.ci/run does)"; exit 1; }
kotlinc=$kotlin_home/bin/kotlinc
klib=$kotlin_home/lib
jars=/usr/share/java
cp="$jars/jna.jar:$jars/junit4.jar:$jars/hamcrest-core.jar:$klib/kotlin-stdlib.jar:$klib/kotlin-test.jar:$klib/kotlin-test-junit.jar:$klib/kotlinx-coroutines-core-jvm.jar"

[[ ${XIANGQI_SKIP_GENERATE:-} == 1 ]] || bash bindings/generate.sh
target_dir=$(cd "${CARGO_TARGET_DIR:-target}" && pwd)
lib_dir=$target_dir/${XIANGQI_PROFILE:-release}
out=$target_dir/kotlin-tests
rm -rf "$out"
mkdir -p "$out"
# The bindings compiled once (the Compose step uses the same jar), then the tests.
bindings_jar=$(bash "$here/bindings-jar.sh")
cp=$bindings_jar:$cp
echo "compiling the Kotlin tests"
"$kotlinc" -nowarn -jvm-target 17 -cp "$cp" -d "$out/tests.jar" "$here"/src/*.kt 2>&1 | grep -v '^warning' || true
[[ -f $out/tests.jar ]] || { echo "Kotlin compilation failed"; exit 1; }

# Every test runs against a fresh temporary directory for its databases.
export XIANGQI_TEST_DIR=$out/tmp
mkdir -p "$XIANGQI_TEST_DIR"
java -Djna.library.path="$lib_dir" -cp "$out/tests.jar:$cp" \
  app.xiangqi.tests.RunAllKt
