#!/usr/bin/env bash
# The pictures README.md and docs/surfaces.md show: three Examples drawn with
# `jshost run … --render` (docs/rendering.md) into docs/pictures/NAME/ — the HTML pages and
# their PNGs. Run it after changing the renderer or those examples, look at the PNGs, commit.
#
#   Scripts/render-docs-pictures.sh           rewrite docs/pictures (needs chromium)
#   Scripts/render-docs-pictures.sh --check   fail when the committed pages are stale (CI; no
#                                             browser: the pages decide, a PNG is their picture)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jshost="${JSHOST_BINARY:-$root/.build/debug/jshost}"
check=false
[ "${1:-}" = "--check" ] && check=true
pictures="$root/docs/pictures"

# name | example folder | jshost run arguments
examples=(
  "neutral-ios|neutral|chat.js --push payload.json"
  "expo-ios|expo|index.js --push payload.json"
  "notifee-android|notifee|index.js --push payload.json --platform android"
)

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
stale=()
for entry in "${examples[@]}"; do
  IFS='|' read -r name folder arguments <<<"$entry"
  out="$scratch/$name"
  # shellcheck disable=SC2086 # the arguments are words
  if $check; then
    (cd "$root/Examples/$folder" && JSHOST_CHROMIUM=/nonexistent "$jshost" run $arguments --render "$out" >/dev/null 2>&1) || true
    for page in "$out"/*.html; do
      committed="$pictures/$name/$(basename "$page")"
      cmp -s "$page" "$committed" || stale+=("$committed")
    done
  else
    (cd "$root/Examples/$folder" && "$jshost" run $arguments --render "$out" >/dev/null)
    rm -rf "${pictures:?}/$name"
    mkdir -p "$pictures/$name"
    cp "$out"/* "$pictures/$name/"
  fi
done
if [ ${#stale[@]} -gt 0 ]; then
  echo "docs pictures are stale (run Scripts/render-docs-pictures.sh, look at them, commit): ${stale[*]}" >&2
  exit 1
fi
