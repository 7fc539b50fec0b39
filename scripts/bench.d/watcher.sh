# The watcher: how long after a save its batch reaches the handler, beyond the debounce,
# and how much resident memory starting the watcher on 100 files adds.
# Builds scripts/bench.d/watcher/main.swift against Sources/Watcher in a scratch package.
set -euo pipefail
repo=$(pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/Sources/measure"
ln -s "$repo/Sources/CInotifyTools" "$scratch/Sources/CInotifyTools"
ln -s "$repo/Sources/Watcher" "$scratch/Sources/Watcher"
cp "$repo/scripts/bench.d/watcher/main.swift" "$scratch/Sources/measure/main.swift"
cat > "$scratch/Package.swift" <<'PACKAGE'
// swift-tools-version:6.1
import PackageDescription
let package = Package(
    name: "measure",
    targets: [
        .systemLibrary(name: "CInotifyTools", path: "Sources/CInotifyTools"),
        .target(name: "Watcher", dependencies: ["CInotifyTools"]),
        .executableTarget(name: "measure", dependencies: ["Watcher"]),
    ],
    swiftLanguageModes: [.v6]
)
PACKAGE
swift build -c release --package-path "$scratch" >&2
echo "| debounce | saves delivered | p50 beyond the debounce | p99 | max | resident memory added by the watcher |"
echo "|---|---|---|---|---|---|"
for debounce in 0 20; do
    "$scratch/.build/release/measure" "$debounce" 300
done
