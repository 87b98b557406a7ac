#!/usr/bin/env bash
# Fails when two tracked paths (files or the folders above them) differ only by
# letter case: such a checkout breaks on macOS's and Windows' default file systems.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
clashes="$(git ls-files | awk -F/ '{ p = ""; for (i = 1; i <= NF; i++) { p = p (i > 1 ? "/" : "") $i; print p } }' \
  | sort -u | sort -f | uniq -di)"
if [ -n "$clashes" ]; then
  echo "paths that differ only by case (each shown once):" >&2
  echo "$clashes" >&2
  exit 1
fi
