#!/usr/bin/env bash
# Print the Chromium the end-to-end tests drive, installing one when none is found.
#   scripts/find_chromium.sh PYTHON
# Order: $CHROMIUM if set; /usr/bin/chromium if present; as root with apt-get, the distribution's
# chromium package; otherwise Playwright's own build (`playwright install chromium`), for which
# it prints an empty line: Playwright then finds its browser itself.
# As root with apt-get it also makes sure a CJK font is there (fonts-noto-cjk), so that the
# Chinese table is laid out and measured with real glyphs rather than empty boxes.
set -euo pipefail
python="${1:-python3}"

if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null && command -v dpkg-query >/dev/null \
    && ! dpkg-query -W -f='${Status}' fonts-noto-cjk 2>/dev/null | grep -q "ok installed"; then
  export DEBIAN_FRONTEND=noninteractive
  { apt-get install -y fonts-noto-cjk || { apt-get update && apt-get install -y fonts-noto-cjk; }; } >&2 \
    || true
fi

if [[ -n "${CHROMIUM:-}" ]]; then
  echo "$CHROMIUM"
  exit 0
fi
if [[ -x /usr/bin/chromium ]]; then
  echo /usr/bin/chromium
  exit 0
fi
if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  { apt-get install -y chromium || { apt-get update && apt-get install -y chromium; }; } >&2 || true
  if [[ -x /usr/bin/chromium ]]; then
    echo /usr/bin/chromium
    exit 0
  fi
fi
"$python" -m playwright install chromium >&2
echo
