#!/usr/bin/env bash
# A streaming replica of the local PostgreSQL server, for the read-replica tests
# (src/server/db/read-replicas.test.ts) and for trying DATABASE_READ_URL by hand.
#
#   scripts/postgres-replica.sh start   # idempotent; prints the replica's URL
#   scripts/postgres-replica.sh stop
#
# The primary is PRIMARY_URL (default postgres://postgres@127.0.0.1:5432/postgres). The replica is
# made with pg_basebackup into REPLICA_DIR and runs on REPLICA_PORT (default 5433) as the
# server's own OS user. The primary must accept replication connections from 127.0.0.1: when
# its pg_hba.conf has no replication line, one trusting 127.0.0.1 is added and the server
# reloaded, and wal_keep_size is raised so a replica that falls behind under load can catch up.
set -euo pipefail

action=${1:-start}
PRIMARY_URL=${PRIMARY_URL:-postgres://postgres@127.0.0.1:5432/postgres}
REPLICA_PORT=${REPLICA_PORT:-5433}
REPLICA_DIR=${REPLICA_DIR:-/var/lib/postgresql/reachbase-replica-$REPLICA_PORT}
bin=$(pg_config --bindir 2>/dev/null || echo "/usr/lib/postgresql/$(ls /usr/lib/postgresql | sort -n | tail -n 1)/bin")

primary() { psql "$PRIMARY_URL" -XAtqc "$1"; }

# The server refuses to run as root: as root, act as the primary's data directory's owner.
owner=$(stat -c %U "$(primary 'show data_directory')" 2>/dev/null || id -un)
as_owner() {
  if [ "$(id -u)" = 0 ] && [ "$owner" != root ]; then runuser -u "$owner" -- "$@"; else "$@"; fi
}

running() { pg_isready -q -h 127.0.0.1 -p "$REPLICA_PORT"; }

case "$action" in
  stop)
    if [ -d "$REPLICA_DIR" ]; then as_owner "$bin/pg_ctl" -D "$REPLICA_DIR" -m fast -w stop || true; fi
    exit 0
    ;;
  start) ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac

replica_url="postgres://postgres@127.0.0.1:$REPLICA_PORT/postgres"
if running && [ "$(psql "$replica_url" -XAtqc 'select pg_is_in_recovery()')" = t ]; then
  echo "$replica_url"
  exit 0
fi

if [ "$(primary "select count(*) from pg_hba_file_rules where 'replication' = any(database)")" = 0 ]; then
  hba=$(primary 'show hba_file')
  echo "host replication all 127.0.0.1/32 trust" >>"$hba"
  primary 'select pg_reload_conf()' >/dev/null
  echo "added a replication line for 127.0.0.1 to $hba" >&2
fi
if [ "$(primary "select setting::int from pg_settings where name = 'wal_keep_size'")" -lt 1024 ]; then
  primary "alter system set wal_keep_size = '1GB'" && primary 'select pg_reload_conf()' >/dev/null
fi

if [ -d "$REPLICA_DIR" ]; then as_owner "$bin/pg_ctl" -D "$REPLICA_DIR" -m immediate -w stop >/dev/null 2>&1 || true; fi
rm -rf "$REPLICA_DIR"
mkdir -p "$(dirname "$REPLICA_DIR")"
primary_host=$(primary "select coalesce(inet_server_addr()::text, '127.0.0.1')")
primary_port=$(primary 'show port')
as_owner "$bin/pg_basebackup" -h "${primary_host%/*}" -p "$primary_port" -U postgres \
  -D "$REPLICA_DIR" --write-recovery-conf --wal-method=stream --checkpoint=fast

# Hot standby needs these at least as high as on the primary; the rest keeps the copy small and
# fast (it is a test replica: fsync off).
setting() { primary "show $1"; }
as_owner tee "$REPLICA_DIR/postgresql.conf" >/dev/null <<CONF
port = $REPLICA_PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$(setting unix_socket_directories)'
hot_standby = on
max_connections = $(setting max_connections)
max_worker_processes = $(setting max_worker_processes)
max_wal_senders = $(setting max_wal_senders)
max_prepared_transactions = $(setting max_prepared_transactions)
max_locks_per_transaction = $(setting max_locks_per_transaction)
shared_buffers = 128MB
fsync = off
hot_standby_feedback = on
CONF
as_owner tee "$REPLICA_DIR/pg_hba.conf" >/dev/null <<HBA
local all all trust
host all all 127.0.0.1/32 trust
HBA
as_owner "$bin/pg_ctl" -D "$REPLICA_DIR" -l "$REPLICA_DIR/server.log" -w start >/dev/null
echo "$replica_url"
