#!/usr/bin/env bash
# Installs the native local stack's tools idempotently; each Go build has a stamp, a changed stamp rebuilds.
set -euo pipefail

FERRETDB_VERSION=v1.24.2
# MinIO publishes no semver tags the proxy can serve.
MINIO_VERSION=v0.0.0-20260212201848-7aac2a2c5b7c
# The newest kustomize whose go.mod accepts Go 1.24.
KUSTOMIZE_VERSION=v5.8.1
KUBECONFORM_VERSION=v0.8.0

INFRA_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ROOT_DIR=$(dirname "$INFRA_DIR")
TOOLS_DIR="$ROOT_DIR/.tools"
BIN_DIR="$TOOLS_DIR/bin"
PATCH_DIR="$INFRA_DIR/ferretdb"

say() { printf '[install-tools] %s\n' "$*"; }
die() { printf '[install-tools] ERROR: %s\n' "$*" >&2; exit 1; }

missing_packages() {
  local pair
  for pair in nats-server:nats-server redis-server:redis-server chromium:chromium shellcheck:shellcheck; do
    # nats-server lives in /usr/sbin, which is not on every user's PATH.
    command -v "${pair%%:*}" >/dev/null 2>&1 || [ -x "/usr/sbin/${pair%%:*}" ] || printf '%s ' "${pair#*:}"
  done
}

as_root() {
  local why=$1; shift
  if [ "$(id -u)" -eq 0 ]; then "$@"
  elif command -v sudo >/dev/null 2>&1; then sudo "$@"
  else die "$why needs root (run as root, or: $*)"
  fi
}

install_packages() {
  local missing
  missing=$(missing_packages)
  [ -z "$missing" ] && return 0
  say "installing Debian packages: $missing(apt-get, ~1 min)…"
  as_root "installing $missing" apt-get update -qq || die "apt-get update failed"
  # shellcheck disable=SC2086 # $missing is a list of package names
  as_root "installing $missing" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing \
    || die "apt-get install $missing failed"
  missing=$(missing_packages)
  [ -z "$missing" ] || die "still missing after apt-get install: $missing"
}

# Unpacked rather than installed, so no system service starts and nothing takes port 80.
install_nginx() {
  is_current nginx nginx && return 0
  local tmp
  tmp=$(mktemp -d "${TMPDIR:-/tmp}/nginx-deb.XXXXXX")
  chmod 755 "$tmp" # apt's download sandbox user must be able to write here
  if ! (cd "$tmp" && apt-get download -qq nginx >/dev/null 2>&1); then
    as_root "refreshing the package lists" apt-get update -qq || die "apt-get update failed"
    (cd "$tmp" && apt-get download -qq nginx) || die "apt-get download nginx failed"
  fi
  dpkg-deb -x "$tmp"/nginx_*.deb "$tmp/root" || die "could not unpack the nginx package"
  mkdir -p "$BIN_DIR"
  mv -f "$tmp/root/usr/sbin/nginx" "$BIN_DIR/nginx"
  rm -rf "$tmp"
  "$BIN_DIR/nginx" -v 2>/dev/null || die "the unpacked nginx does not run (missing libraries?)"
  printf 'nginx' >"$BIN_DIR/nginx.stamp"
}

find_go() {
  if command -v go >/dev/null 2>&1; then command -v go
  elif [ -x /usr/local/go/bin/go ]; then echo /usr/local/go/bin/go
  else die "Go is needed to build FerretDB, MinIO and kustomize once; install it at /usr/local/go (https://go.dev/dl/) or put it on PATH"
  fi
}

# Never fetch another toolchain, never stamp VCS info (the sources are module copies, not repositories).
go_cmd() {
  GOTOOLCHAIN=local GOFLAGS=-buildvcs=false "$GO" "$@"
}

go_build() {
  cd "$1" && go_cmd build -v -o "$3" "$2"
}

# Not `go install pkg@version`: the proxy refuses FerretDB's version list.
module_dir() {
  local json dir
  json=$(go_cmd mod download -json "$1@$2" 2>&1) || die "go mod download $1@$2 failed: $json"
  dir=$(printf '%s\n' "$json" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",\{0,1\}$/\1/p')
  [ -d "$dir" ] || die "go mod download $1@$2 gave no module folder: $json"
  printf '%s\n' "$dir"
}

declare -A FIRST_BUILD_SECONDS=([ferretdb]=180 [minio]=300 [kustomize]=30 [kubeconform]=60)
LEFT_SECONDS=0

# A heartbeat every 15 s, so a first-time build never looks stuck. $1 label, $2 log, $3 estimated seconds.
run_with_progress() {
  local label=$1 log=$2 estimate=$3; shift 3
  local start=$SECONDS next=15 elapsed left
  "$@" >"$log" 2>&1 &
  local pid=$!
  while kill -0 "$pid" 2>/dev/null; do
    sleep 1
    elapsed=$((SECONDS - start))
    if [ "$elapsed" -ge "$next" ] && kill -0 "$pid" 2>/dev/null; then
      left=$((LEFT_SECONDS - (elapsed < estimate ? elapsed : estimate)))
      say "  … $label: $elapsed s of ~$estimate s; about $(((left + 59) / 60)) min left in all$([ "$elapsed" -gt "$estimate" ] && echo ' (past the estimate: a busy machine?)') ($(tail -n 1 "$log" | cut -c1-60))"
      next=$((next + 15))
    fi
  done
  if ! wait "$pid"; then
    tail -n 30 "$log" >&2
    die "$label failed after $((SECONDS - start)) s (log above)"
  fi
  LEFT_SECONDS=$((LEFT_SECONDS - estimate))
  say "  $label done in $((SECONDS - start)) s"
}

is_current() {
  [ -x "$BIN_DIR/$1" ] && [ -f "$BIN_DIR/$1.stamp" ] && [ "$(cat "$BIN_DIR/$1.stamp")" = "$2" ]
}

writable_copy() {
  local src=$1 dest=$2
  cp -r "$src/." "$dest"
  chmod -R u+w "$dest"
}

patch_ferretdb() {
  local src=$1 file method fix
  cp "$PATCH_DIR/rmw_lock.go" "$src/internal/handler/rmw_lock.go"
  for fix in "$PATCH_DIR"/*.patch; do
    (cd "$src" && git apply "$fix") || die "FerretDB patch: $(basename "$fix") does not apply"
  done
  while read -r file method; do
    case "$file" in ''|'#'*) continue ;; esac
    [ -f "$src/$file" ] || die "FerretDB patch: $file not found"
    sed -i "/^func (h \*Handler) $method(/a\\
\treadModifyWrite.Lock()\\
\tdefer readModifyWrite.Unlock()\\
" "$src/$file"
    grep -A1 "^func (h \*Handler) $method(" "$src/$file" | grep -q 'readModifyWrite.Lock()' \
      || die "FerretDB patch: could not lock $method in $file"
  done <"$PATCH_DIR/locked-handlers.txt"
}

build_ferretdb() {
  local stamp=$1
  say "building FerretDB $FERRETDB_VERSION with the read-modify-write lock (first time ~3 min, then ~15 s)…"
  local src="$SCRATCH/ferretdb"
  local module
  # A plain assignment, so a failed download stops the script (set -e).
  module=$(module_dir github.com/FerretDB/FerretDB "$FERRETDB_VERSION")
  mkdir -p "$src"
  writable_copy "$module" "$src"
  # The binary panics at start without a version (upstream's build writes this file).
  printf '%s' "$FERRETDB_VERSION" >"$src/build/version/version.txt"
  patch_ferretdb "$src"
  run_with_progress "FerretDB build" "$SCRATCH/ferretdb.log" "${FIRST_BUILD_SECONDS[ferretdb]}" go_build "$src" ./cmd/ferretdb "$SCRATCH/ferretdb.bin"
  install_binary ferretdb "$stamp"
}

build_minio() {
  local stamp=$1
  say "building MinIO $MINIO_VERSION (first time ~5 min, then ~30 s)…"
  local src
  src=$(module_dir github.com/minio/minio "$MINIO_VERSION")
  run_with_progress "MinIO build" "$SCRATCH/minio.log" "${FIRST_BUILD_SECONDS[minio]}" go_build "$src" . "$SCRATCH/minio.bin"
  install_binary minio "$stamp"
}

build_kustomize() {
  local stamp=$1
  say "building kustomize $KUSTOMIZE_VERSION (first time ~30 s, then cached)…"
  run_with_progress "kustomize build" "$SCRATCH/kustomize.log" "${FIRST_BUILD_SECONDS[kustomize]}" \
    env GOBIN="$SCRATCH/gobin" GOTOOLCHAIN=local GOFLAGS=-buildvcs=false "$GO" install "sigs.k8s.io/kustomize/kustomize/v5@$KUSTOMIZE_VERSION"
  mv -f "$SCRATCH/gobin/kustomize" "$SCRATCH/kustomize.bin"
  install_binary kustomize "$stamp"
}

build_kubeconform() {
  local stamp=$1
  say "building kubeconform $KUBECONFORM_VERSION (first time ~1 min, then cached)…"
  run_with_progress "kubeconform build" "$SCRATCH/kubeconform.log" "${FIRST_BUILD_SECONDS[kubeconform]}" \
    env GOBIN="$SCRATCH/gobin" GOTOOLCHAIN=local GOFLAGS=-buildvcs=false "$GO" install "github.com/yannh/kubeconform/cmd/kubeconform@$KUBECONFORM_VERSION"
  mv -f "$SCRATCH/gobin/kubeconform" "$SCRATCH/kubeconform.bin"
  install_binary kubeconform "$stamp"
}

# The stamp is written last, so a half-copied binary never counts.
install_binary() {
  mkdir -p "$BIN_DIR"
  mv -f "$SCRATCH/$1.bin" "$BIN_DIR/$1"
  printf '%s' "$2" >"$BIN_DIR/$1.stamp"
}

main() {
  install_packages
  [ "${1:-}" = packages ] && return 0
  mkdir -p "$BIN_DIR"
  install_nginx
  [ -f "$TOOLS_DIR/.gitignore" ] || printf '*\n' >"$TOOLS_DIR/.gitignore"
  # The patch's hash is part of FerretDB's stamp, so editing infra/ferretdb/* rebuilds it.
  local ferretdb_stamp minio_stamp=$MINIO_VERSION kustomize_stamp=$KUSTOMIZE_VERSION kubeconform_stamp=$KUBECONFORM_VERSION
  ferretdb_stamp="$FERRETDB_VERSION patch=$(cat "$PATCH_DIR"/* | sha256sum | cut -c1-16)"
  local tool pending=()
  declare -A stamps=([ferretdb]=$ferretdb_stamp [minio]=$minio_stamp [kustomize]=$kustomize_stamp [kubeconform]=$kubeconform_stamp)
  for tool in ferretdb minio kustomize kubeconform; do
    is_current "$tool" "${stamps[$tool]}" && continue
    pending+=("$tool")
    LEFT_SECONDS=$((LEFT_SECONDS + FIRST_BUILD_SECONDS[$tool]))
  done
  if [ "${#pending[@]}" -gt 0 ]; then
    say "to build from Go sources: ${pending[*]}; about $(((LEFT_SECONDS + 59) / 60)) min the first time on two idle cores, longer on a busy machine"
    GO=$(find_go)
    SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/install-tools.XXXXXX")
    trap 'rm -rf "$SCRATCH"' EXIT
    for tool in "${pending[@]}"; do "build_$tool" "${stamps[$tool]}"; done
  fi
  say "ready: nats-server, redis-server, chromium, shellcheck, .tools/bin/ferretdb, .tools/bin/minio, .tools/bin/kustomize, .tools/bin/kubeconform, .tools/bin/nginx"
}

main "$@"
