#!/usr/bin/env bash
# Make sure Debian's redis-server is installed (the production tests start their own on loopback);
# installs it when missing, then prints its path. Safe to run any number of times.
set -euo pipefail

if [ ! -x /usr/bin/redis-server ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq redis-server >&2
fi
echo /usr/bin/redis-server
