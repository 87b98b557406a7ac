#!/usr/bin/env bash
# 1,000,000 Swift→JS calls with object arguments: prints RSS every 100,000 calls
# and fails when it drifts more than 5 % after warm-up (issue: wrapper memory).
set -euo pipefail
cd "$(dirname "$0")/.."
JSHOST_BENCH=1 swift test -c release --filter swiftToJSCallsKeepMemoryFlat 2>&1 | grep -E "calls|rss|passed|failed|error" 
