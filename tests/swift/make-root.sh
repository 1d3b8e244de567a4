#!/usr/bin/env bash
# The Debian trixie root with Swift 6 (package swiftlang) that tests/swift/run.sh builds and
# tests the iOS package in: made once per machine with debootstrap in the tests' cache
# (tests/cache.sh), under a lock, so .ci/run can start it in the background while Rust builds
# and the Swift step waits for it. Needs root and debootstrap.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../cache.sh"
chroot_dir=$XIANGQI_CACHE/swift-root
log=$XIANGQI_CACHE/swift-root.log
# The mirror of the machine's own apt sources, else Debian's.
mirror=$(sed -n 's/^URIs: *\(http[^ ]*debian\)\/*$/\1/p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -1)
mirror=${mirror:-http://deb.debian.org/debian}

# Complete: moved into place only after swiftlang installed. (/usr/bin/swift is an absolute
# link into the root: its target is tested from outside.)
complete() { [[ -x $chroot_dir/usr/libexec/swift/bin/swift ]]; }
complete && exit 0
cache_lock swift-root
complete && exit 0

command -v debootstrap >/dev/null || { echo "debootstrap missing (apt-get install debootstrap)"; exit 1; }
echo "making the Swift root in $chroot_dir (trixie from $mirror)"
started=$SECONDS
tmp=$chroot_dir.tmp
proc_mounted=
cleanup() { [[ -z $proc_mounted ]] || umount "$tmp/proc" 2>/dev/null || umount -l "$tmp/proc" || true; }
trap cleanup EXIT
trap 'exit 130' INT TERM HUP
rm -rf "$tmp"
debootstrap --variant=minbase trixie "$tmp" "$mirror" >"$log" 2>&1 || { tail -20 "$log"; exit 1; }
mkdir -p "$tmp/proc"
mount -t proc proc "$tmp/proc"
proc_mounted=1
chroot "$tmp" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 \
  DEBIAN_FRONTEND=noninteractive sh -c 'apt-get install -y -qq swiftlang && apt-get clean' >>"$log" 2>&1 ||
  { tail -20 "$log"; exit 1; }
cleanup
proc_mounted=
rm -rf "$chroot_dir"
mv "$tmp" "$chroot_dir"
echo "Swift root ready in $((SECONDS - started)) s"
