#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for the server's tests, on 127.0.0.1 at a free port, its
# files under DIR (default target/pg-test), run as the `postgres` user when started as root.
#   server/tests/pg.sh start [DIR]   starts it; prints the admin URL for XIANGQI_TEST_POSTGRES_URL
#   server/tests/pg.sh stop [DIR]    stops it and removes DIR
# Needs Debian's postgresql package (initdb and pg_ctl from /usr/lib/postgresql/*/bin).
set -euo pipefail
cmd=${1:-}
dir=${2:-target/pg-test}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[[ -x $bin/initdb ]] || { echo "pg.sh: no PostgreSQL (apt-get install -y postgresql)" >&2; exit 1; }
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
as_owner() {
  if [[ $(id -u) == 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}
case $cmd in
  start)
    [[ $(id -u) == 0 ]] && chown postgres "$dir"
    if [[ ! -f $dir/data/PG_VERSION ]]; then
      as_owner "$bin/initdb" -D "$dir/data" -U xq --auth=trust -E UTF8 >"$dir/initdb.log"
    fi
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=400" start >/dev/null
    echo "postgres://xq@127.0.0.1:$port/postgres"
    ;;
  stop)
    if [[ -f $dir/data/postmaster.pid ]]; then
      as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|stop [DIR]" >&2
    exit 2
    ;;
esac
