#!/usr/bin/env bash
# Builds from the Go module proxy what no registry here ships; a binary whose stamp matches is not rebuilt.
set -euo pipefail

COMPOSE_VERSION=v2.40.3
# The compose file's nats:2.10 and axllent/mailpit:v1.27, at their newest patch releases.
NATS_VERSION=v2.10.27
MAILPIT_VERSION=v1.27.11
# The proxy serves no RELEASE.* tag of mc.
MC_VERSION=v0.0.0-20250313080218-cf909e1063a9

ROOT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BIN_DIR="$ROOT_DIR/.tools/compose-test/bin"
# shellcheck source=infra/compose-test/lib.sh
source "$ROOT_DIR/infra/compose-test/lib.sh"

go_cmd() { GOTOOLCHAIN=local GOFLAGS=-buildvcs=false CGO_ENABLED=0 nice -n 10 "$GO" "$@"; }

# go_tool <binary> <module> <version> <package within the module>
go_tool() {
  local name=$1 module=$2 version=$3 package=$4 json dir
  [ -x "$BIN_DIR/$name" ] && [ "$(cat "$BIN_DIR/$name.stamp" 2>/dev/null)" = "$module@$version" ] && return 0
  say "building $name ($module@$version) from the Go module proxy…"
  json=$(go_cmd mod download -json "$module@$version" 2>&1) || die "go mod download $module@$version: $json"
  dir=$(printf '%s\n' "$json" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",\{0,1\}$/\1/p')
  [ -d "$dir" ] || die "no module folder for $module@$version: $json"
  mkdir -p "$BIN_DIR"
  timed "$name build" bash -c "cd '$dir' && $(declare -f go_cmd); GO='$GO' go_cmd build -trimpath -ldflags='-s -w' -o '$BIN_DIR/$name.new' '$package'"
  mv -f "$BIN_DIR/$name.new" "$BIN_DIR/$name"
  printf '%s' "$module@$version" >"$BIN_DIR/$name.stamp"
}

GO=$(command -v go || echo /usr/local/go/bin/go)
[ -x "$GO" ] || die "Go is needed (at /usr/local/go or on PATH) to build Compose and the stand-in servers once"
go_tool docker-compose github.com/docker/compose/v2 "$COMPOSE_VERSION" ./cmd
go_tool nats-server github.com/nats-io/nats-server/v2 "$NATS_VERSION" .
go_tool mailpit github.com/axllent/mailpit "$MAILPIT_VERSION" .
go_tool mc github.com/minio/mc "$MC_VERSION" .
