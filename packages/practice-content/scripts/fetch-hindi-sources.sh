#!/usr/bin/env bash
# Downloads and unpacks the Debian packages whose Hindi text build-hindi-content.mjs reads (raw text
# stays out of git; only the derived JSON is committed). Needs apt-get, dpkg-deb, unzip and
# tesseract-ocr (combine_tessdata, dawg2wordlist). Sources and licences: docs/decisions/india/hindi-content.md.
#   bash packages/practice-content/scripts/fetch-hindi-sources.sh [dir]   (default /tmp/hindi-sources)
set -euo pipefail

dir="${1:-/tmp/hindi-sources}"
packages=(
  'libreoffice-help-hi=4:7.4.7-1+deb12u14'
  'libreoffice-l10n-hi=4:7.4.7-1+deb12u14'
  'firefox-esr-l10n-hi-in=153.8.0esr-1~deb12u1'
  'chromium-l10n=156.0.8078.108-1~deb12u1'
  'tesseract-ocr-hin=1:4.1.0-2'
)

mkdir -p "$dir/debs" "$dir/root" "$dir/firefox" "$dir/tesseract"
chmod 777 "$dir/debs" # apt-get download runs as the _apt user where it can
(cd "$dir/debs" && apt-get download "${packages[@]}")
for deb in "$dir"/debs/*.deb; do dpkg-deb -x "$deb" "$dir/root"; done
unzip -oq "$dir"/root/usr/lib/firefox-esr/browser/extensions/langpack-hi-IN@firefox-esr.mozilla.org.xpi -d "$dir/firefox"
(cd "$dir/tesseract" && combine_tessdata -u "$dir/root/usr/share/tesseract-ocr/5/tessdata/hin.traineddata" hin. >/dev/null 2>&1)
dawg2wordlist "$dir/tesseract/hin.lstm-unicharset" "$dir/tesseract/hin.lstm-word-dawg" "$dir/tesseract/hin.wordlist" >/dev/null 2>&1
echo "Hindi sources unpacked in $dir"
