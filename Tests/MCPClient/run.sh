#!/usr/bin/env bash
# jshost mcp with a real client: the official MCP Python SDK (`mcp` on PyPI), installed into a
# virtual environment under .build/ (made once, reused while the pinned version stays), starts
# `jshost mcp` on a copy of Examples/acoustic-react-native (plus Tests/Fixtures/mcp) and calls
# every tool (Tests/MCPClient/client_test.py).
#   Tests/MCPClient/run.sh [JSHOST_BINARY]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
binary="${1:-$root/.build/debug/jshost}"
version=2.3.0
venv="$root/.build/mcp-venv"
if [ "$("$venv/bin/python" -c 'import importlib.metadata as m; print(m.version("mcp"))' 2>/dev/null || true)" != "$version" ]; then
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "mcp==$version"
fi
project="$(mktemp -d)"
trap 'rm -rf "$project"' EXIT
cp -R "$root/Examples/acoustic-react-native/." "$project/"
cp "$root/Tests/Fixtures/mcp/"*.js "$project/"
"$venv/bin/python" "$root/Tests/MCPClient/client_test.py" "$binary" "$project"
