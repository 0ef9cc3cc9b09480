# shellcheck shell=bash

say() { printf '[compose-test] %s\n' "$*"; }
die() { printf '[compose-test] ERROR: %s\n' "$*" >&2; exit 1; }

# timed <label> <command...>: a heartbeat every 30 s, so a long build never looks stuck.
timed() {
  local label=$1 log start=$SECONDS next=30 pid
  shift
  log=$(mktemp "${TMPDIR:-/tmp}/compose-test.XXXXXX")
  "$@" >"$log" 2>&1 &
  pid=$!
  while kill -0 "$pid" 2>/dev/null; do
    sleep 1
    if [ $((SECONDS - start)) -ge "$next" ]; then
      say "  … $label: $((SECONDS - start)) s ($(tail -n 1 "$log" | cut -c1-80))"
      next=$((next + 30))
    fi
  done
  if ! wait "$pid"; then
    tail -n 40 "$log" >&2
    rm -f "$log"
    die "$label failed after $((SECONDS - start)) s (log above)"
  fi
  rm -f "$log"
  say "  $label: $((SECONDS - start)) s"
}
