# Sourced by the test scripts: the machine's cache of what the tests download or make once
# (the Swift root, the npm Kotlin compiler, Maven's repository and the Compose jars), kept
# outside the clone so a fresh clone on the same machine reuses them. Each script that needs
# an entry makes it where it is missing, under a lock, and marks it complete only when it is;
# an entry without its mark is made again. XIANGQI_CACHE overrides the place; by default
# /var/cache/xiangqi (CI runs as root), else ~/.cache/xiangqi.
if [[ -z ${XIANGQI_CACHE:-} ]]; then
  if mkdir -p /var/cache/xiangqi 2>/dev/null && [[ -w /var/cache/xiangqi ]]; then
    XIANGQI_CACHE=/var/cache/xiangqi
  else
    XIANGQI_CACHE=${XDG_CACHE_HOME:-$HOME/.cache}/xiangqi
  fi
fi
mkdir -p "$XIANGQI_CACHE"
export XIANGQI_CACHE

# cache_lock NAME: holds the entry NAME's lock on file descriptor 9 until the script exits.
cache_lock() {
  exec 9>"$XIANGQI_CACHE/$1.lock"
  flock 9
}
