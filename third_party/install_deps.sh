#!/usr/bin/env bash
# Installs every Debian package Cryptforge needs to build, test and run
# (clang and its runtime libraries: the clang build and the libFuzzer targets).
# Does nothing when all of them are present. As root it installs them;
# otherwise it prints the exact command to run and exits 1.
set -euo pipefail

packages=(
  g++ cmake ninja-build pkg-config make
  libglfw3-dev libepoxy-dev libimgui-dev libstb-dev libyaml-cpp-dev
  libgtest-dev libgmock-dev libbenchmark-dev libtcod-dev
  xvfb xauth xdotool fonts-dejavu-core
  clang libclang-rt-14-dev clang-format clang-tidy
  libcli11-dev nlohmann-json3-dev python3
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

cmd="apt-get install -y --no-install-recommends ${packages[*]}"
if [ "$(id -u)" -ne 0 ]; then
  echo "Cryptforge needs these packages: ${missing[*]}" >&2
  echo "Run as root:  apt-get update && $cmd" >&2
  exit 1
fi
echo "Installing: ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y --no-install-recommends "${packages[@]}"
