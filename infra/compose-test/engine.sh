# shellcheck shell=bash
# The running Docker engine, or one started here niced; STARTED_DOCKERD is its pid, for stop_engine.

STARTED_DOCKERD=

start_engine() {
  docker info >/dev/null 2>&1 && return 0
  if ! command -v dockerd >/dev/null 2>&1; then
    say "installing Docker's engine (Debian's docker.io)…"
    apt-get update -qq || die "apt-get update failed"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends docker.io >/dev/null \
      || die "apt-get install docker.io failed"
  fi
  local log="$STATE_DIR/dockerd.log"
  say "starting dockerd (nice 15; log: $log)…"
  nice -n 15 dockerd >"$log" 2>&1 &
  STARTED_DOCKERD=$!
  local waited=0
  until docker info >/dev/null 2>&1; do
    kill -0 "$STARTED_DOCKERD" 2>/dev/null || { tail -n 20 "$log" >&2; die "dockerd exited (log above)"; }
    [ "$waited" -lt 60 ] || die "dockerd did not answer within 60 s (log: $log)"
    sleep 1
    waited=$((waited + 1))
  done
}

stop_engine() {
  [ -n "$STARTED_DOCKERD" ] || return 0
  kill "$STARTED_DOCKERD" 2>/dev/null && wait "$STARTED_DOCKERD" 2>/dev/null
  STARTED_DOCKERD=
}
