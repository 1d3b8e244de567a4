#!/usr/bin/env bash
# Renders the app icon and the launch screen's board from the core's scene with the CLI
# (`xiangqi render`, the same drawing the app paints) into the asset catalog. The PNGs are
# committed; run this again when the piece art or a stage changes.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
cd "$root"
cargo build --release -p xiangqi-cli
xiangqi=${CARGO_TARGET_DIR:-target}/release/xiangqi
assets=$here/XiangqiApp/Resources/Assets.xcassets

# The icon: the start position on the Bühne stage, square, without coordinates (iOS 17 takes
# one 1024 px image and scales it for every place an icon appears).
"$xiangqi" render --stage buehne --faces pictures --coords none --size 1024 --height 1024 \
  --out "$assets/AppIcon.appiconset/AppIcon-1024.png"
# The launch screen: the board as the game screen first shows it, at 1x, 2x and 3x of 320 pt.
for scale in 1 2 3; do
  "$xiangqi" render --stage buehne --faces pictures --size $((320 * scale)) --height $((352 * scale)) \
    --out "$assets/LaunchBoard.imageset/LaunchBoard@${scale}x.png"
done

# The launch screen's background: the stage's backdrop, the scene's first primitive.
"$xiangqi" scene --stage buehne --json | python3 -c '
import json, sys
fill = json.load(sys.stdin)["primitives"][0]["fill"]
comp = {k: "%.3f" % (fill[k] / 255) for k in "rgb"}
color = {"color-space": "srgb", "components": {"red": comp["r"], "green": comp["g"], "blue": comp["b"], "alpha": "1.000"}}
print(json.dumps({"colors": [{"color": color, "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}, indent=2))
' >"$assets/LaunchBackground.colorset/Contents.json"
echo "rendered into $assets"
