#!/usr/bin/env bash
# What `npm test` needs from Debian 12 (bookworm) besides npm's own packages, in one apt run:
# - Chromium: the headless shell most browser tests drive, and the full browser for what only it
#   has (the back/forward cache, Background Sync);
# - Firefox ESR 153 or later (bookworm-security; the main archive's 140 is too old for Playwright);
# - WebKitGTK's WebDriver and its MiniBrowser, on a virtual screen (Xvfb);
# - openssl, for the throwaway certificate of the HTTP Observatory check;
# - for printing the flyers: WebKitGTK's GObject bindings and Python's (python3-gi,
#   gir1.2-webkit2-4.1; WebKit's WebDriver cannot print), poppler (pdftotext, pdftoppm) to count
#   and render the printed pages, and zbar (zbarimg) to read their QR codes back.
# The one script behind all three places the tests run: .ci/run on this project's machines,
# hosted CI in a node:24-bookworm container (.github/workflows/ci.yml), and the dev container
# (.devcontainer/devcontainer.json), which a keeper on a Mac or Windows opens. It installs only
# what is missing, as root or through sudo, and changes nothing else.
set -euo pipefail

wanted=(chromium chromium-headless-shell firefox-esr webkit2gtk-driver xvfb openssl
  python3-gi gir1.2-webkit2-4.1 poppler-utils zbar-tools)
oldest_firefox=153

installed() {
  # "install ok installed", not a package removed with its configuration left behind.
  [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]
}

missing=()
for package in "${wanted[@]}"; do
  installed "$package" || missing+=("$package")
done
if installed firefox-esr; then
  major=$(firefox-esr --version 2>/dev/null | sed -n 's/^Mozilla Firefox \([0-9]*\)\..*/\1/p' || true)
  # Installing it again after an update brings the newer one.
  [ "${major:-0}" -ge "$oldest_firefox" ] || missing+=(firefox-esr)
fi
if [ "${#missing[@]}" -eq 0 ]; then
  echo "install-test-browsers: everything is in place"
  exit 0
fi

echo "install-test-browsers: installing Debian's ${missing[*]}"
as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)
"${as_root[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
