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

# Chromium's --screenshot captures the window only, so the window is made as tall as the page: this simulates the
# page's rows of figures (side by side until the width is used up, each line as high as its tallest figure).
if [ -n "${4:-}" ]; then
  height=$4
else
  height=$(awk -v width="$width" '
    function flush() { if (line > 0) total += line + 12; x = 0; line = 0 }
    {
      text = $0
      while (match(text, /<(section|div class="size-row"|svg [^>]*|li>|\/figure>)/)) {
        tag = substr(text, RSTART, RLENGTH); text = substr(text, RSTART + RLENGTH)
        if (tag ~ /^<section/) { flush(); total += 60 }
        else if (tag ~ /^<div/) { flush(); total += 24 }
        else if (tag ~ /^<li/) { figure += 15 }
        else if (tag ~ /^<\/figure/) { if (figure > line) line = figure }
        else {
          w = tag; sub(/.* width="/, "", w); sub(/".*/, "", w)
          h = tag; sub(/.* height="/, "", h); sub(/".*/, "", h)
          fw = (w + 16 < 256 ? 256 : w + 16)
          if (x > 0 && x + fw > width - 48) flush()
          x += fw + 12
          figure = h + 16 + 6 + 16 + 15 * (1 + int(300 / fw))
        }
      }
    }
    END { flush(); print int(total * 1.1 + 300) }' "$html")
  [ "$height" -gt 16000 ] && height=16000
fi

chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
  --screenshot="$png" --window-size="$width,$height" "file://$html" 2>/dev/null
if [ "${KEEP_HTML:-}" = 1 ]; then cp "$html" "${png%.png}.html"; fi
echo "$png ($width x $height) from $input"
