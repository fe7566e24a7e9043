#!/usr/bin/env bash
# Make sure the cross-browser tests' engines are on this machine: Firefox ESR, WebKitGTK's
# WebKitWebDriver and MiniBrowser, and Xvfb for MiniBrowser's windows (Debian's packages).
#   scripts/install_engines.sh
# As root with apt-get, the missing packages are installed (a failure stops `make test`);
# otherwise it says what is missing and how to install it, and the tests of that engine are
# skipped with the same words.
set -euo pipefail

have_webkit() {
  command -v WebKitWebDriver >/dev/null && command -v Xvfb >/dev/null \
    && { compgen -G "/usr/lib/*/webkit2gtk-4.*/MiniBrowser" >/dev/null \
         || compgen -G "/usr/libexec/webkit2gtk-4.*/MiniBrowser" >/dev/null; }
}
have_firefox() {
  command -v firefox-esr >/dev/null || command -v firefox >/dev/null
}

packages=()
have_firefox || packages+=(firefox-esr)
have_webkit || packages+=(webkit2gtk-driver libwebkit2gtk-4.1-0 xvfb)
[[ ${#packages[@]} == 0 ]] && exit 0

if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  { apt-get install -y "${packages[@]}" \
      || { apt-get update && apt-get install -y "${packages[@]}"; }; } >&2
else
  echo "The cross-browser tests need ${packages[*]} (not installed: they will be skipped)." >&2
  echo "On Debian or Ubuntu: sudo apt-get install ${packages[*]}" >&2
fi
