#!/usr/bin/env bash
# The generated Kotlin bindings (target/bindings/kotlin, about 18k lines) compiled once for
# both JVM steps, the binding tests (tests/kotlin/run.sh) and the Compose screens
# (tests/compose/run.sh): a jar named by the hash of their sources, kept in
# target/kotlin-bindings until the bindings change. Prints the jar's path.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cd "$root"

klib=$(bash "$here/install-kotlinc.sh" --print)/lib
target_dir=$(cd "${CARGO_TARGET_DIR:-target}" && pwd)
sources=$(find "$target_dir/bindings/kotlin" -name '*.kt' | sort)
[[ -n $sources ]] || { echo "no generated Kotlin bindings in $target_dir/bindings/kotlin (bash bindings/generate.sh)" >&2; exit 1; }
out=$target_dir/kotlin-bindings
jar=$out/bindings-$(cat $sources | sha256sum | cut -c1-16).jar
if [[ ! -f $jar ]]; then
  mkdir -p "$out"
  rm -f "$out"/bindings-*.jar
  echo "compiling the Kotlin bindings" >&2
  # Only what the generated code imports: JNA, the standard library, kotlinx-coroutines.
  cp="/usr/share/java/jna.jar:$klib/kotlin-stdlib.jar:$klib/kotlinx-coroutines-core-jvm.jar"
  "$klib/../bin/kotlinc" -nowarn -jvm-target 17 -cp "$cp" -d "$jar.tmp.jar" $sources 2>&1 | grep -v '^warning' >&2 || true
  [[ -f $jar.tmp.jar ]] || { echo "Kotlin compilation of the bindings failed" >&2; exit 1; }
  mv "$jar.tmp.jar" "$jar"
fi
echo "$jar"
