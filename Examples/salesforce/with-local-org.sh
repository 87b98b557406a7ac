#!/bin/sh
# Runs a command against a local stand-in for a Salesforce org:
# Tests/SalesforceConnectTests/Server/sf_server.py, which serves the Connect REST
# notification endpoints (types, and actions on notification 0DtRM000000001234).
#
#   ./with-local-org.sh jshost run approvals.js --push payload.json --tap approve
#
# The command gets SF_INSTANCE_URL, SF_ACCESS_TOKEN and a throw-away
# JSHOST_CACHE_DIR; the server stops when the command ends.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
server="$here/../../Tests/SalesforceConnectTests/Server/sf_server.py"
token='00D000000000001EAA!LocalExampleToken'
work=$(mktemp -d)
mkfifo "$work/stdin"
python3 "$server" --token "$token" <"$work/stdin" >"$work/port" &
pid=$!
exec 9>"$work/stdin"   # the server runs until this end is closed
trap 'exec 9>&-; wait $pid; rm -rf "$work"' EXIT
while [ ! -s "$work/port" ]; do sleep 0.1; done
port=$(cat "$work/port")
SF_INSTANCE_URL="http://127.0.0.1:$port" SF_ACCESS_TOKEN="$token" JSHOST_CACHE_DIR="$work/cache" "$@"
