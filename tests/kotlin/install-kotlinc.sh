#!/usr/bin/env bash
# The Kotlin compiler from npm (kotlin-compiler 2.4: kotlinc, the Compose compiler plugin and
# kotlinx-coroutines in lib/), installed once per machine into the tests' cache
# (tests/cache.sh). --print prints its folder on standard output (installing it if missing).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../cache.sh"
version=2.4
dir=$XIANGQI_CACHE/kotlin-compiler-$version
home=$dir/node_modules/kotlin-compiler
complete() { [[ -f $dir/complete && -x $home/bin/kotlinc && -f $home/lib/compose-compiler-plugin.jar ]]; }
if ! complete; then
  cache_lock "kotlin-compiler-$version"
  if ! complete; then
    rm -rf "$dir"
    mkdir -p "$dir"
    (cd "$dir" && npm install --no-audit --no-fund --silent "kotlin-compiler@$version") >&2
    [[ -x $home/bin/kotlinc && -f $home/lib/compose-compiler-plugin.jar ]] ||
      { echo "npm kotlin-compiler@$version: no bin/kotlinc or Compose plugin in $home" >&2; exit 1; }
    touch "$dir/complete"
  fi
fi
[[ ${1:-} != --print ]] || echo "$home"
