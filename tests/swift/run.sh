#!/usr/bin/env bash
# Swift tests of the iOS app's package (ios/XiangqiKit) against the real library, on Linux:
# Debian trixie packages the Swift 6 toolchain, so a trixie root (made here once, under the
# build directory, never committed) runs `swift build` and `swift test` with the repository
# bind-mounted. Needs root (chroot, mount) and debootstrap (.ci/run installs it).
# Closing line: "swift: N passed, M failed".
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cd "$root"
target_dir=$(mkdir -p "${CARGO_TARGET_DIR:-target}" && cd "${CARGO_TARGET_DIR:-target}" && pwd)
chroot_dir=$target_dir/swift-root
# The mirror of the machine's own apt sources, else Debian's.
mirror=$(sed -n 's/^URIs: *\(http[^ ]*debian\)\/*$/\1/p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -1)
mirror=${mirror:-http://deb.debian.org/debian}

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
mount_into() { # mount_into DIR MOUNT-ARGS...: mounts under the root, remembered for the trap
  local dir=$chroot_dir$1
  shift
  mkdir -p "$dir"
  mount "$@" "$dir"
  mounted+=("$dir")
}

if [[ ! -x $chroot_dir/usr/bin/swift ]]; then
  command -v debootstrap >/dev/null || { echo "debootstrap missing (apt-get install debootstrap)"; exit 1; }
  echo "making the Swift root in $chroot_dir (trixie from $mirror)"
  started=$SECONDS
  rm -rf "$chroot_dir.tmp"
  debootstrap --variant=minbase trixie "$chroot_dir.tmp" "$mirror" >"$target_dir/swift-root.log" 2>&1 ||
    { tail -20 "$target_dir/swift-root.log"; exit 1; }
  chroot_dir=$chroot_dir.tmp
  mount_into /proc -t proc proc
  in_root apt-get install -y -qq --no-install-recommends swiftlang >>"$target_dir/swift-root.log" 2>&1 ||
    { tail -20 "$target_dir/swift-root.log"; exit 1; }
  in_root apt-get clean
  unmount_all
  chroot_dir=${chroot_dir%.tmp}
  mv "$chroot_dir.tmp" "$chroot_dir"
  echo "Swift root ready in $((SECONDS - started)) s"
fi

bash bindings/generate.sh
bash ios/XiangqiKit/generate.sh

mount_into /proc -t proc proc
mount_into /dev --bind /dev
mount_into /repo --bind "$root"
mount_into /repo/target --bind "$target_dir"

package=/repo/ios/XiangqiKit
flags=(--package-path "$package" --scratch-path /repo/target/swift-build
  -Xlinker -L/repo/target/release -Xlinker -rpath -Xlinker /repo/target/release)
started=$SECONDS
in_root swift build "${flags[@]}" --build-tests 2>&1 | grep -v '^\[[0-9]*/[0-9]*\]' || true
log=$target_dir/swift-test.log
status=0
in_root /usr/bin/env XIANGQI_TEST_DIR=/tmp swift test "${flags[@]}" --skip-build 2>&1 | tee "$log" |
  grep -E "error|failed|passed|Executed" || true
grep -q "Executed" "$log" || status=1
echo "swift build and test: $((SECONDS - started)) s"
# XCTest's summary: "Executed N tests, with M failures (K unexpected) in ..."
read -r total failed < <(sed -n 's/.*Executed \([0-9]*\) tests\{0,1\}, with \([0-9]*\) failures\{0,1\}.*/\1 \2/p' "$log" | tail -1)
total=${total:-0}
failed=${failed:-0}
((status == 0)) || failed=$((failed > 0 ? failed : 1))
echo "swift: $((total - failed)) passed, $failed failed"
((failed == 0))
