#!/usr/bin/env bash
# Builds, once, local stand-ins for the registry images; an image with the current inputs' hash is kept.
set -euo pipefail

ROOT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
HERE="$ROOT_DIR/infra/compose-test"
# shellcheck source=infra/compose-test/lib.sh
source "$HERE/lib.sh"
ROOTFS=typing-ct/debootstrap:bookworm
BASE=typing-ct/debian:bookworm

debian_mirror() {
  local uri
  uri=$(sed -n 's/^URIs:[[:space:]]*\([^[:space:]]*\/debian\)$/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null | head -n 1)
  [ -n "$uri" ] || uri=$(sed -n 's/^deb[[:space:]]\+\([^[:space:]]*\/debian\)[[:space:]].*/\1/p' /etc/apt/sources.list 2>/dev/null | head -n 1)
  [ -n "$uri" ] || die "no Debian mirror found in apt's sources"
  printf '%s\n' "$uri"
}

has_image() {
  [ "$(docker image inspect --format '{{ index .Config.Labels "typing.inputs" }}' "$1" 2>/dev/null)" = "$2" ]
}

rootfs_image() {
  has_image "$ROOTFS" bookworm-minbase && return 0
  command -v debootstrap >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
  local rootfs
  rootfs=$(mktemp -d "${TMPDIR:-/tmp}/compose-test-rootfs.XXXXXX")
  say "debootstrap: Debian bookworm (minbase) for $ROOTFS…"
  timed "debootstrap" nice -n 10 debootstrap --variant=minbase --include=ca-certificates,wget bookworm "$rootfs" "$(debian_mirror)"
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/log/*.log
  tar -C "$rootfs" -c . | docker import --change 'LABEL typing.inputs=bookworm-minbase' --change 'CMD ["/bin/bash"]' - "$ROOTFS" >/dev/null
  rm -rf "$rootfs"
}

# With the CAs this machine trusts beyond Debian's (a TLS-inspecting proxy), so npm and apt reach what the host reaches.
base_image() {
  rootfs_image
  stand_in "$BASE" base.Dockerfile "$(context_of /usr/local/share/ca-certificates/*.crt)" "$ROOTFS"
}

# stand_in <name:tag> <Dockerfile under images/> <context dir> [base]
stand_in() {
  local tag=$1 dockerfile="$HERE/images/$2" context=$3 from=${4:-$BASE} hash
  hash=$( (docker image inspect --format '{{.Id}}' "$from"; cat "$dockerfile"; tar -C "$context" -c --sort=name --mtime=@0 --owner=0 --group=0 .) | sha256sum | cut -c1-16)
  has_image "$tag" "$hash" && return 0
  say "building $tag…"
  timed "$tag" env DOCKER_BUILDKIT=0 nice -n 10 docker build --label "typing.inputs=$hash" \
    --build-arg "BASE=$from" -f "$dockerfile" -t "$tag" "$context"
}

context_of() {
  local file
  LAST_CONTEXT=$(mktemp -d "$CONTEXTS/context.XXXXXX")
  for file in "$@"; do [ ! -e "$file" ] || cp -L "$file" "$LAST_CONTEXT/"; done
  printf '%s\n' "$LAST_CONTEXT"
}

main() {
  local bin="$ROOT_DIR/.tools/bin" ct="$ROOT_DIR/.tools/compose-test/bin"
  CONTEXTS=$(mktemp -d "${TMPDIR:-/tmp}/compose-test-contexts.XXXXXX")
  trap 'rm -rf "$CONTEXTS"' EXIT
  base_image
  context_of "$ROOT_DIR/node_modules/node/bin/node" >/dev/null
  strip --strip-debug "$LAST_CONTEXT/node"
  (cd "$LAST_CONTEXT" && npm pack --silent "npm@$(npm --version)" >/dev/null && mv npm-*.tgz npm.tgz)
  stand_in typing-ct/node:24 node.Dockerfile "$LAST_CONTEXT"
  stand_in typing-ct/nginx:bookworm nginx.Dockerfile "$(context_of "$HERE/images/nginx.conf")"
  stand_in typing-ct/redis:bookworm redis.Dockerfile "$(context_of)"
  [ "${1:-}" = no-go ] && return 0
  stand_in typing-ct/nats:2.10 nats.Dockerfile "$(context_of "$ct/nats-server")"
  stand_in typing-ct/ferretdb:1.24 ferretdb.Dockerfile "$(context_of "$bin/ferretdb")"
  stand_in typing-ct/mailpit:1.27 mailpit.Dockerfile "$(context_of "$ct/mailpit")"
  stand_in typing-ct/minio:local minio.Dockerfile "$(context_of "$bin/minio" "$ct/mc")"
}

main "$@"
