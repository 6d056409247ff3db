#!/usr/bin/env bash
# Starts a throwaway Redis (Debian's redis-server) on a free loopback port, no persistence, and
# prints its REDIS_URL. Like scripts/pg-throwaway.sh:
#   eval "$(scripts/redis-throwaway.sh start)"   → exports REDIS_URL, REDIS_THROWAWAY_DIR
#   scripts/redis-throwaway.sh stop "$REDIS_THROWAWAY_DIR"
# REDIS_PORT=N picks the port (a test restarting Redis where the app expects it).
set -euo pipefail
BIN=${REDIS_BIN:-/usr/bin/redis-server}

case "${1:-}" in
  start)
    dir=$(mktemp -d /tmp/redis-throwaway.XXXXXX)
    port=${REDIS_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
    # No RDB snapshots, no append-only file: the cache is rebuilt from the database anyway.
    "$BIN" --port "$port" --bind 127.0.0.1 --protected-mode yes --save '' --appendonly no \
      --dir "$dir" --daemonize yes --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" \
      --maxmemory 256mb --maxmemory-policy allkeys-lru
    for _ in $(seq 1 50); do
      if redis-cli -p "$port" ping >/dev/null 2>&1; then break; fi
      sleep 0.1
    done
    redis-cli -p "$port" ping >/dev/null || { cat "$dir/redis.log" >&2; exit 1; }
    echo "export REDIS_THROWAWAY_DIR='$dir'"
    echo "export REDIS_URL='redis://127.0.0.1:$port'"
    ;;
  stop)
    dir=${2:?usage: stop DIR}
    if [ -f "$dir/redis.pid" ]; then
      pid=$(cat "$dir/redis.pid")
      kill "$pid" 2>/dev/null || true
      for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    fi
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start | stop DIR" >&2; exit 2 ;;
esac
