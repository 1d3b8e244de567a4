#!/usr/bin/env bash
# Swift tests of the iOS app's package (ios/XiangqiKit) against the real library, on Linux:
# Debian trixie packages the Swift 6 toolchain, so a trixie root (made once per machine by
# tests/swift/make-root.sh in the tests' cache, never committed) runs `swift build` and `swift test` with the repository
# bind-mounted. Needs root (chroot, mount) and debootstrap (.ci/run installs it).
# Closing line: "swift: N passed, M failed".
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cd "$root"
# Views constructed elsewhere need an accessible initialiser (a source scan: runs without root).
python3 "$here/check_view_inits.py"
((EUID == 0)) || { echo "swift tests: skipped (chroot and mount need root; CI runs as root)"; exit 0; }
source "$here/../cache.sh"
target_dir=$(mkdir -p "${CARGO_TARGET_DIR:-target}" && cd "${CARGO_TARGET_DIR:-target}" && pwd)
profile=${XIANGQI_PROFILE:-release}
chroot_dir=$XIANGQI_CACHE/swift-root

in_root() { chroot "$chroot_dir" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin \
  LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"; }

mounted=()
unmount_all() {
  local i
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
    umount "${mounted[i]}" 2>/dev/null || umount -l "${mounted[i]}" || true
  done
  mounted=()
}
trap unmount_all EXIT
# A signal exits through the EXIT trap too.
trap 'exit 130' INT TERM HUP
mount_into() { # mount_into DIR MOUNT-ARGS...: mounts under the root, remembered for the trap
  local dir=$chroot_dir$1
  shift
  mkdir -p "$dir"
  mount "$@" "$dir"
  mounted+=("$dir")
}

# The root is the machine's, made once (tests/swift/make-root.sh); one run at a time mounts
# the repository into it.
bash "$here/make-root.sh"
cache_lock swift-root-mounts


[[ ${XIANGQI_SKIP_GENERATE:-} == 1 ]] || bash bindings/generate.sh
bash ios/XiangqiKit/generate.sh

mount_into /proc -t proc proc
mount_into /dev --bind /dev
mount_into /repo --bind "$root"
# A build directory outside the repository is mounted where the package expects it.
[[ $target_dir == "$root/target" ]] || mount_into /repo/target --bind "$target_dir"

package=/repo/ios/XiangqiKit
flags=(--package-path "$package" --scratch-path /repo/target/swift-build
  -Xlinker -L"/repo/target/$profile" -Xlinker -rpath -Xlinker "/repo/target/$profile")
log=$target_dir/swift-test.log
started=$SECONDS
if ! in_root swift build "${flags[@]}" --build-tests >"$log" 2>&1; then
  grep -E "error|warning: unre" "$log" | sort -u | head -40
  echo "swift build failed ($log)"
  echo "swift: 0 passed, 1 failed"
  exit 1
fi
echo "swift build: $((SECONDS - started)) s"
started=$SECONDS
in_root /usr/bin/env XIANGQI_TEST_DIR=/tmp swift test "${flags[@]}" --skip-build >"$log" 2>&1 || true
grep -E "^Test Case .* (passed|failed)|error:|latency" "$log" || true
echo "swift test: $((SECONDS - started)) s"
passed=$(grep -cE "^Test Case .* passed" "$log" || true)
failed=$(grep -cE "^Test Case .* failed" "$log" || true)
# No test ran (a crash, a linker error at load): the run failed.
grep -q "^Test Suite 'All tests' passed" "$log" || ((failed > 0)) || failed=1
echo "swift: $passed passed, $failed failed"
((failed == 0))
