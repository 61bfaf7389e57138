#!/bin/sh
# Installs the Debian packages named as arguments when any is missing. As root it runs
# apt-get itself; otherwise it prints the exact command and fails, so nothing half-builds.
set -eu
missing=""
for package in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $package"
    fi
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" -eq 0 ]; then
    echo "Installing:$missing"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
else
    echo "Pulse needs these packages:$missing"
    echo "Install them with:"
    echo "    sudo apt-get update && sudo apt-get install -y$missing"
    exit 1
fi
