#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster (PG_BIN's, else the newest major under /usr/lib/postgresql) on a free loopback port and prints its DATABASE_URL.
#   eval "$(scripts/pg-throwaway.sh start)"   → exports DATABASE_URL, INT_DATABASE_URL, PG_THROWAWAY_DIR
#   scripts/pg-throwaway.sh stop "$PG_THROWAWAY_DIR"
# initdb refuses to run as root, so the cluster belongs to the unprivileged `postgres` user.
set -euo pipefail
BIN=${PG_BIN:-$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1)")}
[ -x "$BIN/initdb" ] || { echo "PostgreSQL's server binaries not found: apt-get install postgresql, or set PG_BIN" >&2; exit 1; }

case "${1:-}" in
  start)
    dir=$(mktemp -d /tmp/pg-throwaway.XXXXXX)
    port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    run() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
    if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; fi
    run "$BIN/initdb -D '$dir/data' -U app --auth=trust -E UTF8 --locale=C.UTF-8 >'$dir/initdb.log' 2>&1"
    run "$BIN/pg_ctl -D '$dir/data' -l '$dir/server.log' -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off\" -w start >/dev/null"
    run "$BIN/createdb -h 127.0.0.1 -p $port -U app site"
    # A second database for the integration tests, which drop and re-create their schema.
    run "$BIN/createdb -h 127.0.0.1 -p $port -U app site_int"
    echo "export PG_THROWAWAY_DIR='$dir'"
    echo "export DATABASE_URL='postgres://app@127.0.0.1:$port/site'"
    echo "export INT_DATABASE_URL='postgres://app@127.0.0.1:$port/site_int'"
    ;;
  stop)
    dir=${2:?usage: stop DIR}
    if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$BIN/pg_ctl -D '$dir/data' -m fast -w stop" >/dev/null || true
    else "$BIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true; fi
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start | stop DIR" >&2; exit 2 ;;
esac
