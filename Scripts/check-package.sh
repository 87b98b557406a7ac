#!/usr/bin/env bash
# Installs the .deb Scripts/package.sh made, as a user would, uses it, and removes it:
#   1. apt-get install ./jshost_…deb, timed to the end of the first `jshost run`;
#   2. the installed /usr/bin/jshost needs no Swift toolchain: ldd finds no Swift runtime
#      and nothing inside the toolchain, and (where a mount namespace can be made) it runs
#      with the toolchain's folder hidden; the debug build, which does need it, must fail
#      this check, so the check can tell;
#   3. Scripts/check-release.sh with /usr/bin/jshost: its needed libraries, lazy loading,
#      and the examples, run from a copy of Examples/ outside the repository;
#   4. `man jshost` shows every command's help text; the bash completion registers and
#      completes a flag; zsh and fish read theirs (when installed);
#   5. apt-get remove jshost.
# Needs root (or sudo) and a debug build of the tests (`swift build --build-tests`).
# Usage: Scripts/check-package.sh [DEB]   (default: the .deb of `Scripts/package.sh --fast`)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$PWD"
fail() { echo "check-package: $*" >&2; exit 1; }
deb="${1:-$(Scripts/package.sh --fast | grep '\.deb$')}"
deb="$(cd "$(dirname "$deb")" && pwd)/$(basename "$deb")"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
if [ -e /usr/bin/jshost ] && ! dpkg -S /usr/bin/jshost >/dev/null 2>&1; then
  fail "/usr/bin/jshost exists and belongs to no package: not replacing it"
fi
scratch="$(mktemp -d /tmp/jshost-package-check.XXXXXX)"
cleanup() { $sudo apt-get remove -y -qq -o DPkg::Lock::Timeout=120 jshost >/dev/null 2>&1 || true; rm -rf "$scratch"; }
trap cleanup EXIT

# 1. Install, then the first run, from a folder outside the repository.
cp -r Examples "$scratch/Examples"
start=$(date +%s.%N)
$sudo apt-get install -y -qq -o DPkg::Lock::Timeout=120 "$deb" >"$scratch/apt.log" 2>&1 || { cat "$scratch/apt.log" >&2; fail "apt-get install $deb failed"; }
(cd "$scratch/Examples/acoustic-react-native" && /usr/bin/jshost run send-email-action.js --push payload.json --tap sendEmail >/dev/null)
end=$(date +%s.%N)
echo "check-package: apt-get install to the end of the first jshost run: $(awk "BEGIN { printf \"%.1f\", $end - $start }") s"
[ "$(command -v jshost)" = /usr/bin/jshost ] || fail "jshost on PATH is $(command -v jshost), not the installed /usr/bin/jshost"

# 2. No Swift toolchain at run time.
toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")"
needs_toolchain() {  # needs_toolchain BINARY: prints what BINARY takes from a Swift toolchain
  ldd "$1" | grep -E "libswift|libFoundation|libdispatch|libBlocksRuntime|$toolchain/" || true
}
if [ -n "$(needs_toolchain /usr/bin/jshost)" ]; then fail "/usr/bin/jshost needs the Swift toolchain: $(needs_toolchain /usr/bin/jshost)"; fi
if [ -x .build/debug/jshost ] && [ -z "$(needs_toolchain .build/debug/jshost)" ]; then
  fail "the debug build (dynamically linked) passes the toolchain check: is the check still looking at the right thing?"
fi
if unshare --mount true 2>/dev/null; then
  (cd "$scratch/Examples/acoustic-react-native" &&
    unshare --mount sh -c "mount -t tmpfs none '$toolchain' && PATH=/usr/bin:/bin /usr/bin/jshost run send-email-action.js --push payload.json --tap sendEmail >/dev/null") ||
    fail "/usr/bin/jshost does not run with $toolchain hidden"
  echo "check-package: /usr/bin/jshost runs with $toolchain hidden"
else
  echo "check-package: no mount namespace here (unshare); the toolchain check is ldd's alone"
fi

# 3. The release checks and the examples, with the installed binary, outside the repository.
JSHOST_EXAMPLES="$scratch/Examples" Scripts/check-release.sh /usr/bin/jshost

# 4. The man page holds each command's help; the completions load.
rendered="$(MANWIDTH=250 man jshost 2>/dev/null | col -bx | tr -s ' ')" || fail "man jshost shows nothing"
commands="$(/usr/bin/jshost --help | sed -n 's/^ *jshost \([a-z][a-z-]*\) .*/\1/p' | grep -vx help)"
for command in $commands; do
  while IFS= read -r line; do
    line="$(tr -s ' ' <<<"$line" | sed 's/^ //')"
    [ -z "$line" ] || grep -qF -- "$line" <<<"$rendered" || fail "man jshost lacks this line of 'jshost help $command': $line"
  done < <(HOME=/nonexistent-home /usr/bin/jshost help "$command" | sed 's|/nonexistent-home/|~/|g')
done
completed="$(bash -c 'source /usr/share/bash-completion/completions/jshost && complete -p jshost &&
  COMP_WORDS=(jshost run --pu) COMP_CWORD=2 && _jshost && echo "${COMPREPLY[*]}"')"
grep -q 'complete .*-F _jshost jshost' <<<"$completed" || fail "sourcing the bash completion registers nothing: $completed"
grep -qx -- '--push' <<<"$(tail -1 <<<"$completed")" || fail "bash completes 'jshost run --pu' to '$(tail -1 <<<"$completed")', not --push"
if command -v zsh >/dev/null; then zsh -n /usr/share/zsh/vendor-completions/_jshost || fail "zsh cannot read _jshost"; fi
if command -v fish >/dev/null; then fish --no-execute /usr/share/fish/vendor_completions.d/jshost.fish || fail "fish cannot read jshost.fish"; fi

# 5. Removed again (the trap also removes it when a check fails).
$sudo apt-get remove -y -qq -o DPkg::Lock::Timeout=120 jshost >/dev/null
[ ! -e /usr/bin/jshost ] || fail "/usr/bin/jshost is still there after apt-get remove"
echo "check-package: $(basename "$deb") installs, runs outside the repository without a Swift toolchain, and removes"
