# Shared helpers for the scripts in tools/. Source it; do not run it.
# shellcheck shell=bash

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# The Debian packages the project needs: glibc's headers (<sys/epoll.h>; the Swift toolchain already needs them), libzmq (with CURVE via libsodium), SQLite (GRDB),
# protoc for the drift check (and libprotobuf-dev: protoc-compiler only *recommends* the
# google/protobuf/*.proto it needs, and we install without recommends), Python's zmq and protobuf for the interop test, tmux for the terminal test,
# avahi-utils and avahi-daemon for DNS-SD discovery (pairing works without them: the UDP beacon and host:port),
# gdb for the thread stacks a test reports of a child that did not exit (TestSupport's ThreadStacks).
# Not prometheus: the tests need only its promtool, and installing the package starts a server on
# :9090 on a machine with systemd (ensure_promtool takes promtool out of the package instead).
SYSTEM_PACKAGES=(libc6-dev libzmq3-dev libsodium-dev libsqlite3-dev protobuf-compiler libprotobuf-dev python3-zmq python3-protobuf tmux iproute2 curl chromium chromium-driver fonts-material-design-icons-iconfont fonts-dejavu-core fonts-noto-color-emoji avahi-utils avahi-daemon gdb nftables)

# What tools/demo needs of them: the libraries the nodes link, the icon font the desktop's
# page serves, tmux for its two panes and python3 to read a JSON file (no browser, protoc or
# Python modules: those are for the tests).
DEMO_PACKAGES=(libc6-dev libzmq3-dev libsodium-dev libsqlite3-dev fonts-material-design-icons-iconfont tmux python3)

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# Installs whichever of SYSTEM_PACKAGES (plus any arguments) are missing.
ensure_system_packages() { ensure_packages "${SYSTEM_PACKAGES[@]}" "$@"; }

# Installs whichever of the packages named are missing.
ensure_packages() {
  local wanted=("$@") missing=() package
  for package in "${wanted[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  say "installing ${missing[*]}"
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || die "need root (or sudo) to apt-get install ${missing[*]}"
    sudo="sudo"
  fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq || die "apt-get update failed"
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null || die "apt-get install ${missing[*]} failed"
}

# Where ensure_promtool puts promtool: inside the build folder, nothing installed on the machine.
PROMTOOL_DIR="$ROOT/.build/tools/prometheus/usr/bin"

# Prometheus's promtool (checks a scrape's format, the alert rules, and their unit tests), taken
# out of Debian's prometheus package without installing it: installing it would start a
# Prometheus server (and enable it at boot) on every machine that runs the tests. Prints the
# folder that holds promtool; put it on PATH.
ensure_promtool() {
  if [ ! -x "$PROMTOOL_DIR/promtool" ]; then
    local work
    work=$(mktemp -d)
    say "taking promtool out of Debian's prometheus package (not installing it)"
    (cd "$work" && apt-get download prometheus >/dev/null 2>&1) \
      || { apt-get update -qq && (cd "$work" && apt-get download prometheus >/dev/null); } \
      || { rm -rf "$work"; die "apt-get download prometheus failed"; }
    mkdir -p "$ROOT/.build/tools/prometheus"
    dpkg-deb -x "$work"/prometheus_*.deb "$ROOT/.build/tools/prometheus" || { rm -rf "$work"; die "cannot unpack the prometheus package"; }
    rm -rf "$work"
    [ -x "$PROMTOOL_DIR/promtool" ] || die "the prometheus package holds no usr/bin/promtool"
  fi
  echo "$PROMTOOL_DIR"
}

# The hash of every .proto under proto/, recorded beside the generated code.
proto_hash() {
  (cd "$ROOT" && find proto -name '*.proto' | LC_ALL=C sort | xargs sha256sum | sha256sum | cut -d' ' -f1)
}

# Builds protoc-gen-swift (debug, from the swift-protobuf dependency) and prints its path.
build_protoc_gen_swift() {
  (cd "$ROOT" && swift build --product protoc-gen-swift >&2) || die "building protoc-gen-swift failed"
  echo "$(cd "$ROOT" && swift build --show-bin-path)/protoc-gen-swift"
}

# Generates Swift from proto/ into the folder $1 with the plugin $2.
generate_swift() {
  local out="$1" plugin="$2"
  mkdir -p "$out"
  (cd "$ROOT" && protoc \
    --plugin="protoc-gen-swift=$plugin" \
    --swift_out="$out" \
    --swift_opt=Visibility=Package \
    --swift_opt=FileNaming=PathToUnderscores \
    -I proto $(find proto -name '*.proto' | LC_ALL=C sort)) || die "protoc failed"
}

# Pairs a mirror the way a person does, for scripts: runs the mirror's `pair` command
# (the arguments after the first two) with its output in $1, waits for the code it shows,
# and confirms that code on the phone whose data folder is $2 (its window must be open).
# $BIN must hold phone-node.
pair_and_confirm() {
  local log="$1" phone_data="$2" code pid
  shift 2
  "$@" > "$log" 2>&1 &
  pid=$!
  for _ in $(seq 150); do code="$(awk '/^code / {print $2 $3; exit}' "$log")"; [ -n "$code" ] && break; sleep 0.1; done
  [ -n "$code" ] || { kill "$pid" 2>/dev/null || true; die "no pairing code; see $log"; }  # (it may have ended already)
  "$BIN/phone-node" pair --data "$phone_data" --yes "$code" > /dev/null || die "the phone refused the code; see $log"
  wait "$pid" || die "not paired; see $log"
}

# Waits up to 30 s for a node's endpoints file ($1, endpoints.json in its data folder), then
# prints the fields named after it (router, publisher, public_key, phones, mirrors…) on one
# line; fails, printing nothing, if the file never came.
endpoints() {
  local file="$1"; shift
  for _ in $(seq 300); do [ -f "$file" ] && break; sleep 0.1; done
  [ -f "$file" ] || return 1
  python3 -c "import json,sys;e=json.load(open(sys.argv[1]));print(*[e[k] for k in sys.argv[2:]])" "$file" "$@"
}
