#!/bin/sh
# Native dispatch benchmark of the Notifications target (docs/performance.md). Each iteration
# decodes a ~300-byte APNs payload with jshost's byte-level JSON parser, pushes it
# (display effect), taps an action handled by a native typed handler (response and
# handler effects) and encodes every effect as a JSON line into a buffer. Prints
# push+tap pairs and events per second, plus parse/decode rates and Foundation's
# JSONSerialization on the same payload for reference.
#
#   Scripts/bench-notifications.sh                        # 1,000,000 pairs
#   JSHOST_BENCH_PAIRS=200000 Scripts/bench-notifications.sh
#
# The benchmark is the env-gated Swift Testing test `NotificationsBenchmark`
# (Tests/NotificationsTests/BenchmarkTests.swift), built in release mode. It is run
# from a scratch package that mirrors only the Notifications target, what it and its
# tests depend on (JSONSyntax, TestSupport) and its tests (symlinks), so it neither
# needs nor disturbs the rest of the package's build. The targets are declared as in
# Package.swift.
set -eu
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
MIRROR="${TMPDIR:-/tmp}/jshost-bench-notifications"
SCRATCH="${SCRATCH:-/tmp/build-notif-rel}"
mkdir -p "$MIRROR/Sources" "$MIRROR/Tests"
for target in Sources/JSONSyntax Sources/Notifications Tests/TestSupport Tests/NotificationsTests; do
    ln -sfn "$ROOT/$target" "$MIRROR/$target"
done
cat > "$MIRROR/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "notif",
    platforms: [.macOS(.v15)],
    targets: [
        .target(name: "JSONSyntax"),
        .target(name: "Notifications", dependencies: ["JSONSyntax"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "NotificationsTests", dependencies: ["Notifications", "TestSupport"], exclude: ["Fixtures"]),
    ]
)
SWIFT
cd "$MIRROR"
JSHOST_BENCH=1 swift test -c release --scratch-path "$SCRATCH" --filter NotificationsBenchmark 2>&1 \
    | grep -E 'bench-notifications:|error:|✘' || true
