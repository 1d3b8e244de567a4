#!/usr/bin/env bash
# The Android app's presentation module on the JVM: generate the bindings, compile
# android/presentation/src/main/kotlin (the very sources the Gradle build uses) and its tests
# with kotlinc, run the JUnit tests against the release cdylib. Uses the Kotlin compiler,
# JNA and JUnit that .ci/run installs for tests/kotlin. Closing line: "android: N passed, M failed".
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cd "$root"

node=$root/tests/kotlin/node_modules/kotlin-compiler
kotlinc=$node/bin/kotlinc
[[ -x $kotlinc ]] || { echo "kotlinc missing: run .ci/run (npm kotlin-compiler in tests/kotlin)"; exit 1; }
klib=$node/lib
jars=/usr/share/java
cp="$jars/jna.jar:$jars/junit4.jar:$jars/hamcrest-core.jar:$klib/kotlin-stdlib.jar:$klib/kotlin-test.jar:$klib/kotlin-test-junit.jar:$klib/kotlinx-coroutines-core-jvm.jar"

[[ ${XIANGQI_SKIP_GENERATE:-} == 1 ]] || bash bindings/generate.sh
target_dir=$(cd "${CARGO_TARGET_DIR:-target}" && pwd)
out=$target_dir/android-tests
rm -rf "$out"
mkdir -p "$out"
presentation=$root/android/presentation/src
# The presentation module is plain Kotlin: no Android import may creep in.
if grep -rnE '^import (android|androidx)\.' "$presentation"; then
  echo "android/presentation imports Android"; echo "android: 0 passed, 1 failed"; exit 1
fi
echo "compiling the bindings, android/presentation and its tests"
"$kotlinc" -nowarn -jvm-target 17 -cp "$cp" -d "$out/tests.jar" \
  $(find "$target_dir/bindings/kotlin" -name '*.kt') \
  $(find "$presentation/main/kotlin" "$presentation/test/kotlin" -name '*.kt') 2>&1 | grep -v '^warning' || true
[[ -f $out/tests.jar ]] || { echo "Kotlin compilation failed"; echo "android: 0 passed, 1 failed"; exit 1; }

export XIANGQI_TEST_DIR=$out/tmp
mkdir -p "$XIANGQI_TEST_DIR"
java -Djna.library.path="$target_dir/release" -Djava.awt.headless=true -cp "$out/tests.jar:$cp" \
  app.xiangqi.presentation.RunAllKt
