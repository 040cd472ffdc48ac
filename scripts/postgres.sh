#!/usr/bin/env bash
# Start a throwaway PostgreSQL server on loopback for the test suite, installing Debian's
# postgresql when it is missing. Prints the DATABASE_URL to use; `scripts/postgres.sh stop DIR`
# stops it. The server runs as the postgres user in its own folder, so nothing else changes.
set -euo pipefail

# A free loopback port unless one is given: another server (or another run) may hold any fixed one.
PORT=${PGPORT_TEST:-$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}

if [ "${1:-}" = "stop" ]; then
  dir=$2
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
  su postgres -s /bin/sh -c "$bin/pg_ctl -D '$dir/data' -m fast stop" >/dev/null 2>&1 || true
  rm -rf "$dir"
  exit 0
fi

if ! ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >&2
fi
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)

dir=$(mktemp -d /tmp/flipside-pg.XXXXXX)
chown postgres "$dir"
su postgres -s /bin/sh -c "$bin/initdb -D '$dir/data' -A trust -U postgres -E UTF8 --locale=C.UTF-8" >/dev/null
su postgres -s /bin/sh -c "$bin/pg_ctl -D '$dir/data' -l '$dir/log' -w \
  -o \"-p $PORT -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off\" start" >/dev/null
su postgres -s /bin/sh -c "$bin/psql -h 127.0.0.1 -p $PORT -U postgres -qc \"CREATE DATABASE flipside\"" >/dev/null
echo "PGDIR=$dir"
echo "DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/flipside"
