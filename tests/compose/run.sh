#!/usr/bin/env bash
# The Compose screens on the JVM (issue 27): Compose Multiplatform for the desktop (the jars
# of tests/compose/pom.xml, fetched once per machine with Maven from Maven Central into the
# tests' cache by tests/compose/fetch-jars.sh), compiled with the npm kotlin-compiler and its
# Compose compiler plugin: android/ui/src/commonMain/kotlin (the :ui module),
# android/desktop/src/main/kotlin and
# src/test/kotlin (the :desktop module and its tests: the very sources the Gradle build
# uses), against the generated bindings. Then
#   1. renders every screen headless on the CPU (Skia) into docs/screens/*.png (and their
#      contact sheet, docs/screens/README.md),
#   2. runs the UI tests with JUnit (ui-test-junit4: clicks, texts, pixel colours),
#   3. opens the desktop app's window under Xvfb and screenshots it (docs/screens/desktop-window.png).
# Needs: Java 17, Maven, kotlinc (npm, tests/kotlin/install-kotlinc.sh), Xvfb and ImageMagick for step 3;
# .ci/run installs them. XIANGQI_SKIP_GENERATE=1 skips the bindings' generation;
# XIANGQI_SCREENS_DIR renders the screens elsewhere (a look without touching docs/screens).
# Closing line: "compose: N passed, M failed".
# Modes: `--desktop [--de|--en|--zh] [--dark]` compiles and starts the desktop app (on $DISPLAY;
# XIANGQI_DB names its database, default ~/.local/share/xiangqi/app.db); `--measure`
# compiles and prints the game screen's drag frame times and tap-to-frame latency.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cd "$root"

mode=${1:-}
passed=0
failed=0
SECONDS=0
lap() { echo "[compose: ${SECONDS}s] $1"; }
finish() {
  lap "done"
  echo "compose: $passed passed, $failed failed"
  exit $((failed == 0 ? 0 : 1))
}
fail() { # fail WHAT: one failed check
  echo "FAIL $1"
  failed=$((failed + 1))
}

command -v npm >/dev/null || { echo "npm missing (Node.js: the Kotlin compiler comes from npm)"; fail kotlinc; finish; }
node=$(bash "$root/tests/kotlin/install-kotlinc.sh" --print) || { fail kotlinc; finish; }
kotlinc=$node/bin/kotlinc
klib=$node/lib
command -v mvn >/dev/null || { echo "mvn missing: apt-get install maven (.ci/run does)"; fail maven; finish; }

ui=$root/android/ui/src
desktop=$root/android/desktop/src
# :ui and :desktop compile for the JVM: no Android, lifecycle, navigation or resource import.
if grep -rnE '^import (android\.|androidx\.(activity|lifecycle|navigation|core)\.|.*\.R$)' "$ui" "$desktop"; then
  echo "android/ui or android/desktop imports Android"
  fail "imports"
  finish
fi

# A screen shows the core's texts only: no string literal in a Text() of :ui.
if grep -rnE '\bText\(\s*"' "$ui"; then
  echo "android/ui has texts of its own (they belong in the core's view records)"
  fail "texts"
  finish
fi

[[ ${XIANGQI_SKIP_GENERATE:-} == 1 ]] || { bash bindings/generate.sh; lap "bindings generated"; }
target_dir=$(cd "${CARGO_TARGET_DIR:-target}" && pwd)
lib_dir=$target_dir/${XIANGQI_PROFILE:-release}
cache=$target_dir/compose
out=$cache/build
mkdir -p "$cache"

# The jars, fetched once per machine (again only when the POM changes).
jars=$(bash "$here/fetch-jars.sh" --print) || { fail "maven"; finish; }
cp=$(find "$jars" -name '*.jar' | sort | tr '\n' ':')$klib/kotlin-stdlib.jar

rm -rf "$out"
mkdir -p "$out"
# The generated bindings, compiled once for this step and the Kotlin binding tests.
bindings_jar=$(bash "$root/tests/kotlin/bindings-jar.sh") || { fail "compile"; finish; }
lap "bindings compiled"
cp=$bindings_jar:$cp
echo "compiling android/ui, android/desktop and their tests (Compose compiler plugin)"
"$kotlinc" -nowarn -jvm-target 17 -Xplugin="$klib/compose-compiler-plugin.jar" -cp "$cp" -d "$out/compose.jar" \
  $(find "$ui/commonMain/kotlin" "$desktop/main/kotlin" "$desktop/test/kotlin" "$here/src" -name '*.kt') 2>&1 |
  grep -v '^warning' || true
[[ -f $out/compose.jar ]] || { echo "Kotlin compilation failed"; fail "compile"; finish; }
lap "compiled"

java_run() { # java_run MAIN ARGS...: on the compiled jar, headless, against the profile's library
  java -Djna.library.path="$lib_dir" -Djava.awt.headless=true -cp "$out/compose.jar:$cp" "$@"
}

if [[ $mode == --desktop ]]; then
  shift
  exec java -Djna.library.path="$lib_dir" -Dskiko.renderApi="${SKIKO_RENDER_API:-SOFTWARE}" \
    -cp "$out/compose.jar:$cp" app.xiangqi.desktop.MainKt "$@"
fi
if [[ $mode == --measure ]]; then
  java_run app.xiangqi.desktop.MeasureKt
  exit
fi

# 1. The screens as PNGs (committed: docs/screens shows every screen without a device).
shots=${XIANGQI_SCREENS_DIR:-$root/docs/screens}
mkdir -p "$shots"
if java_run app.xiangqi.desktop.ScreensKt "$shots" && python3 "$root/tools/screens/contact_sheet.py" "$shots"; then
  passed=$((passed + 1))
else
  fail "rendering the screens"
fi
lap "screens rendered"

# 2. The UI tests.
export XIANGQI_TEST_DIR=$out/tmp
mkdir -p "$XIANGQI_TEST_DIR"
junit_log=$out/junit.log
java_run app.xiangqi.composetests.RunAllKt "$out/compose.jar" 2>&1 | tee "$junit_log" || true
read -r jp jf < <(sed -n 's/^junit: passed=\([0-9]*\) failed=\([0-9]*\)$/\1 \2/p' "$junit_log" | tail -1) || true
if [[ -z ${jp:-} ]]; then fail "the JUnit run (no result line)"; else passed=$((passed + jp)); failed=$((failed + jf)); fi
lap "UI tests run"

# 3. The desktop app in a real window: Xvfb, one screenshot of the screen, closed again.
if command -v Xvfb >/dev/null && command -v import >/dev/null; then
  n=$((90 + RANDOM % 100))
  display=:$n
  Xvfb "$display" -screen 0 1280x900x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
  xvfb=$!
  for _ in $(seq 50); do [[ -S /tmp/.X11-unix/X$n ]] && break; sleep 0.1; done
  app_log=$out/desktop.log
  # The app closes itself 4 s after its first frame; timeout ends it if it hangs.
  DISPLAY=$display XIANGQI_DESKTOP_CLOSE_AFTER_MS=4000 XIANGQI_DB=$out/desktop.db timeout 120 \
    java -Djna.library.path="$lib_dir" -Dskiko.renderApi=SOFTWARE -cp "$out/compose.jar:$cp" \
    app.xiangqi.desktop.MainKt >"$app_log" 2>&1 &
  app=$!
  for _ in $(seq 120); do
    grep -q '^window shown' "$app_log" 2>/dev/null && break
    kill -0 "$app" 2>/dev/null || break
    sleep 0.5
  done
  shot=$shots/desktop-window.png
  rm -f "$shot"
  if grep -q '^window shown' "$app_log"; then
    sleep 1.5 # the first frames are on the screen
    DISPLAY=$display import -window root "$shot" || true
  fi
  app_rc=0
  wait "$app" || app_rc=$?
  kill "$xvfb" 2>/dev/null || true
  wait "$xvfb" 2>/dev/null || true
  # The screenshot must show the window: many colours, not a black screen.
  colours=$( [[ -f $shot ]] && identify -format '%k' "$shot" || echo 0)
  if ((app_rc == 0 && colours > 50)); then
    echo "ok   desktop window under Xvfb ($shot, $colours colours)"
    passed=$((passed + 1))
  else
    cat "$app_log"
    fail "desktop window under Xvfb (exit $app_rc, $colours colours in the screenshot)"
  fi
else
  echo "desktop window: skipped (no Xvfb or ImageMagick; .ci/run installs xvfb and imagemagick)"
fi

finish
