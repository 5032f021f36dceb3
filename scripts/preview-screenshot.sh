#!/bin/sh
# Renders `dial preview` of a Dial file to a PNG with headless Chromium, to look at the page without a browser.
# Installs the Debian package `chromium` with apt-get when no `chromium` is on the PATH.
#
# Usage: scripts/preview-screenshot.sh [file.dial] [out.png] [width] [height]
#   defaults: examples/cart.dial, preview.png, 1400, the page's estimated height
# Environment: DIAL, the dial binary to use (default: `swift run dial`, built in $SCRATCH or .build);
#   KEEP_HTML=1 keeps the HTML beside the PNG.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
input=${1:-"$root/examples/cart.dial"}
png=${2:-preview.png}
width=${3:-1400}

if ! command -v chromium >/dev/null 2>&1; then
  echo "preview-screenshot: installing chromium with apt-get" >&2
  if [ "$(id -u)" -ne 0 ]; then sudo=sudo; else sudo=; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
html="$work/preview.html"
if [ -n "${DIAL:-}" ]; then
  "$DIAL" preview "$input" -o "$html"
else
  (cd "$root" && swift run -q --scratch-path "${SCRATCH:-$root/.build}" dial preview "$input" -o "$html")
fi

# Chromium's --screenshot captures the window only, so the window is made as tall as the page is likely to be:
# the SVG heights plus room for headings and captions.
if [ -n "${4:-}" ]; then
  height=$4
else
  height=$(awk -v width="$width" '
    { while (match($0, /<svg [^>]*height="[0-9.]+"/)) {
        tag = substr($0, RSTART, RLENGTH); sub(/.*height="/, "", tag); sub(/"$/, "", tag)
        svgs += 1; total += tag; $0 = substr($0, RSTART + RLENGTH) } }
    END { rows = svgs / 3; print int(total / 3 + rows * 70 + 400) }' "$html")
  [ "$height" -gt 16000 ] && height=16000
fi

chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
  --screenshot="$png" --window-size="$width,$height" "file://$html" 2>/dev/null
if [ "${KEEP_HTML:-}" = 1 ]; then cp "$html" "${png%.png}.html"; fi
echo "$png ($width x $height) from $input"
