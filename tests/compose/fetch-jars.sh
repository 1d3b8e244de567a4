#!/usr/bin/env bash
# The Compose Multiplatform desktop jars tests/compose/pom.xml names, fetched with Maven from
# Maven Central once per machine into the tests' cache (tests/cache.sh): Maven's repository in
# m2/, the copied jars in compose-jars/SHA (SHA: the POM's hash, so a changed POM fetches
# anew). --print prints the jars' folder on standard output (fetching them if missing).
# Kotlin's own stdlib comes from the npm kotlin-compiler instead (excluded here).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../cache.sh"
pom=$here/pom.xml
stamp=$(sha256sum "$pom" | cut -c1-16)
jars=$XIANGQI_CACHE/compose-jars/$stamp
complete() { [[ -f $jars/complete ]]; }
if ! complete; then
  cache_lock maven
  if ! complete; then
    echo "fetching the Compose jars with Maven (tests/compose/pom.xml)" >&2
    rm -rf "$jars"
    mkdir -p "$jars"
    if ! mvn -B -Dstyle.color=never -f "$pom" -Dmaven.repo.local="$XIANGQI_CACHE/m2" \
      dependency:copy-dependencies -DoutputDirectory="$jars" \
      -DexcludeArtifactIds=kotlin-stdlib,kotlin-stdlib-common,kotlin-stdlib-jdk7,kotlin-stdlib-jdk8 \
      >"$jars.log" 2>&1; then
      tail -40 "$jars.log" >&2
      exit 1
    fi
    touch "$jars/complete"
  fi
fi
[[ ${1:-} != --print ]] || echo "$jars"
