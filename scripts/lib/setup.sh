# Sourced by the scripts in scripts/: makes a fresh Debian machine ready to build and
# test workbench, and does nothing slow when it already is.
#
#   WORKBENCH_APT_PACKAGES  extra Debian packages a script needs (space-separated)

set -euo pipefail

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$repo_root"

# The system libraries the package links (inotify, SQLite, zlib, libedit) and the tools the
# tests drive (sqlite3 to read the store, tmux for the terminal tests, headless Chromium
# and a font for the preview's browser test, Neovim as the language server's real client).
base_packages=(libinotifytools0-dev libsqlite3-dev zlib1g-dev libedit-dev pkg-config sqlite3 tmux chromium fonts-liberation neovim)
read -r -a extra_packages <<< "${WORKBENCH_APT_PACKAGES:-}"

missing=()
for package in "${base_packages[@]}" "${extra_packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

if ((${#missing[@]} > 0)); then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    echo "setup: installing ${missing[*]}" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! command -v swift >/dev/null 2>&1; then
    if [ -x /opt/swift/usr/bin/swift ]; then
        export PATH="/opt/swift/usr/bin:$PATH"
    else
        echo "setup: Swift 6.1 or newer is needed (https://swift.org/install); 'swift' is not on PATH" >&2
        exit 1
    fi
fi

# Release builds link the Swift runtime and Foundation into the executable: `workbench`
# then starts in ~16 ms instead of ~24 (no symbol lookups across twenty shared
# libraries), which every command, every REPL start and every benchmark run pays
# (docs/performance.md, "Start-up").
export release_build_flags="-c release --static-swift-stdlib"  # used unquoted: two words
