#!/usr/bin/env bash
# `make compose-test`: the compose stack built and run here, then a browser journey through its published port.
set -euo pipefail

ROOT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
HERE="$ROOT_DIR/infra/compose-test"
STATE_DIR="$ROOT_DIR/.tools/compose-test"
# shellcheck source=infra/compose-test/lib.sh
source "$HERE/lib.sh"
# shellcheck source=infra/compose-test/engine.sh
source "$HERE/engine.sh"
mkdir -p "$STATE_DIR"
cd "$ROOT_DIR"

# Its own project name, so a developer's `make up` stack is never touched.
PROJECT=typing-compose-test
# Compose's own builder: there is no buildx plugin here.
export COMPOSE_BAKE=false
compose() {
  "$STATE_DIR/bin/docker-compose" -p "$PROJECT" -f docker-compose.yml -f "$HERE/compose.override.yml" "$@"
}

APP_SERVICES=(gateway auth results ai-text billing contact mailer frontend)
WEB_URL="http://localhost:${WEB_PORT:-5173}"
MAIL_UI_URL="http://127.0.0.1:${MAIL_UI_PORT:-11080}"

cleanup() {
  local status=$?
  if [ -n "${STACK_UP:-}" ]; then
    [ "$status" -eq 0 ] || compose ps -a >&2 || true
    [ "$status" -eq 0 ] || compose logs --no-color --tail 30 >&2 || true
    say "stopping and removing the stack (containers, network, volumes)…"
    compose down --volumes --remove-orphans >/dev/null 2>&1 || true
  fi
  stop_engine
  exit "$status"
}
trap cleanup EXIT

build_apps() {
  local service start size
  for service in "${APP_SERVICES[@]}"; do
    start=$SECONDS
    timed "image typing/$service:dev" compose build "$service"
    size=$(docker image inspect --format '{{.Size}}' "typing/$service:dev")
    say "  typing/$service:dev: $((size / 1000000)) MB, built in $((SECONDS - start)) s"
  done
}

check_k8s_images() {
  local images image
  images=$("$ROOT_DIR/.tools/bin/kustomize" build k8s/overlays/dev | sed -n 's/^[ -]*image: *\(typing\/[^ ]*\)$/\1/p' | sort -u)
  [ "$(wc -l <<<"$images")" -eq "${#APP_SERVICES[@]}" ] || die "k8s/overlays/dev names other app images than compose builds: $images"
  for image in $images; do
    docker image inspect "$image" >/dev/null 2>&1 || die "k8s/overlays/dev runs $image, which compose did not build"
  done
  say "k8s/overlays/dev runs the images just built: $(tr '\n' ' ' <<<"$images")"
}

main() {
  say "MongoDB is FerretDB in this test only (no MongoDB image or package can be had here)."
  start_engine
  bash infra/scripts/install-tools.sh
  bash "$HERE/go-tools.sh"
  bash "$HERE/base-images.sh"
  build_apps
  check_k8s_images

  say "compose up (waiting for every healthcheck)…"
  local start=$SECONDS
  STACK_UP=1
  compose up --detach --no-build --wait --wait-timeout 600
  say "  up → healthy: $((SECONDS - start)) s"
  compose ps --format 'table {{.Service}}\t{{.Status}}'

  say "browser journey through $WEB_URL…"
  COMPOSE_WEB_URL="$WEB_URL" COMPOSE_MAIL_UI_URL="$MAIL_UI_URL" NODE_OPTIONS=--experimental-vm-modules \
    jest -c "$HERE/jest.config.js"
}

main "$@"
