#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL cluster:
#   scripts/with-postgres.sh pnpm --filter @arara/api test
# Creates the cluster in a temp dir on a free loopback port (as the postgres user when run as
# root, since initdb refuses root), exports DATABASE_URL for the command, and always stops and
# removes the cluster on exit. PG_BIN may point at the server binaries. WITH_POSTGRES_CONTROL, also
# exported, names a command that stops and starts the cluster (see below). PG_SHARED_BUFFERS
# sets the server's shared_buffers (default 128MB, PostgreSQL's own): the benchmark over
# 10,000,000 movements runs with 2GB so that the indexes it reads stay in memory
# (docs/benchmarks.md).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

find_pg_bin() {
  if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN"; return; fi
  if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then
    pg_config --bindir; return
  fi
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then echo "$dir"; return; fi
  if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; return; fi
  echo "with-postgres: no PostgreSQL server binaries found (set PG_BIN)" >&2
  exit 1
}

PG_BIN=$(find_pg_bin)
PG_PORT=$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
PG_TMP=$(mktemp -d "${TMPDIR:-/tmp}/arara-pg.XXXXXX")

as_pg() {
  if [ "$(id -u)" -eq 0 ]; then
    # A login shell would cd to postgres' home; stay in the temp dir it can read.
    (cd "$PG_TMP" && runuser -u postgres -- "$@")
  else
    "$@"
  fi
}

cleanup() {
  local status=$?
  trap - EXIT INT TERM
  if [ -f "$PG_TMP/data/postmaster.pid" ]; then
    as_pg "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$PG_TMP"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [ "$(id -u)" -eq 0 ]; then chown postgres "$PG_TMP"; fi

as_pg "$PG_BIN/initdb" -D "$PG_TMP/data" -U postgres -A trust -E UTF8 --no-locale >"$PG_TMP/initdb.log" 2>&1 ||
  { cat "$PG_TMP/initdb.log" >&2; exit 1; }
# Durability is pointless for a cluster that lives for one command.
PG_OPTIONS="-p $PG_PORT -k $PG_TMP -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=${PG_SHARED_BUFFERS:-128MB}"
as_pg "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -l "$PG_TMP/server.log" -w -t 60 -o "$PG_OPTIONS" start >/dev/null ||
  { cat "$PG_TMP/server.log" >&2; exit 1; }

# `$WITH_POSTGRES_CONTROL stop|start` stops this very server (fast: its sessions are ended) or
# starts it again on the same port: the resilience suite restarts it under load
# (docs/reliability.md).
if [ "$(id -u)" -eq 0 ]; then AS_PG="runuser -u postgres --"; else AS_PG=""; fi
cat >"$PG_TMP/control" <<CONTROL
#!/usr/bin/env bash
set -euo pipefail
cd "$PG_TMP"
case "\${1:-}" in
  stop) $AS_PG "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -w -m fast stop ;;
  start) $AS_PG "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -l "$PG_TMP/server.log" -w -t 60 -o "$PG_OPTIONS" start ;;
  *) echo "usage: \$0 stop|start" >&2; exit 2 ;;
esac
CONTROL
chmod +x "$PG_TMP/control"
export WITH_POSTGRES_CONTROL="$PG_TMP/control"

export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') at $DATABASE_URL" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
