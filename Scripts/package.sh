#!/usr/bin/env bash
# Builds what users install (docs/packaging.md), in DIR (default .build/dist):
#   jshost_<version>_<arch>.deb                   apt-get install ./jshost_…deb
#   jshost-<version>-linux-<machine>.tar.gz       bin/, share/man, share/doc, completions
#   SHA256SUMS
# The binary is the release build users get from Scripts/jshost (Scripts/build-release.sh:
# the Swift runtime and Foundation linked statically, libcurl and libxml2 loaded on first
# use), stripped. The version is the binary's (`jshost --version`); the man page and the
# shell completions are printed by the binary from its own help texts; `Depends:` is
# computed by dpkg-shlibdeps from the binary's needed libraries plus the ones it loads
# lazily (recorded by build-release.sh), so no library is named here by hand.
# Usage: Scripts/package.sh [--fast] [DIR]
#   --fast: the .deb compressed with xz -1 instead of -6 (≈ 18 MB instead of 16, a quarter
#   of the time): what CI uses, since it only installs the package (Scripts/check-package.sh).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
xz_level=6
if [ "${1:-}" = --fast ]; then xz_level=1; shift; fi
out="$(mkdir -p "${1:-$root/.build/dist}" && cd "${1:-$root/.build/dist}" && pwd)"
fail() { echo "package: $*" >&2; exit 1; }

bin="$("$root/Scripts/build-release.sh")"

# What jshost offers when these are installed: Debian package, why, and the file or
# command the code looks for (it must still be in the binary, or the entry is stale).
# Recommends: installed by default with apt; Suggests: named, not installed.
optional_packages=(
  "Recommends|esbuild|esbuild|TypeScript and JSX files (docs/modules.md)"
  "Recommends|libjs-jquery|/usr/share/javascript/jquery/jquery.js|MobileFirst 7 pages' WLJQ (docs/surfaces.md)"
  "Recommends|node-buffer|https://github.com/feross/buffer|Buffer and buffer under jshost test (docs/testing.md)"
  "Recommends|node-path-browserify|https://github.com/substack/path-browserify|path under jshost test (docs/testing.md)"
  "Recommends|node-events|https://github.com/Gozala/events|events under jshost test (docs/testing.md)"
  "Recommends|libsoup-3.0-0|libsoup-3.0.so.0|the HTTP and WebSocket server of jshost studio (docs/studio.md)"
  "Suggests|node-acorn|/usr/share/nodejs/acorn/dist/acorn.js|jshost test --coverage (docs/testing.md)"
  "Suggests|chromium|/usr/bin/chromium|the PNGs of jshost run --render (docs/rendering.md)"
  "Suggests|libwebkit2gtk-4.1-0|libwebkit2gtk-4.1.so.0|the debugger of jshost run --inspect (docs/debugging.md)"
)

# No Swift toolchain at run time: no Swift runtime or Foundation library among the
# needed ones, no run path into a toolchain.
needed="$(readelf -d "$bin" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')"
if grep -E '^lib(swift|Foundation|_Foundation|dispatch|BlocksRuntime|icu)' <<<"$needed"; then
  fail "$bin needs the Swift runtime above at run time: build it with --static-swift-stdlib (Scripts/build-release.sh)"
fi
runpath="$(readelf -d "$bin" | sed -n 's/.*(R\(UN\)\{0,1\}PATH).*\[\(.*\)\]/\2/p')"

version="$("$bin" --version | sed -n 's/^jshost //p')"
[[ $version =~ ^[0-9][0-9A-Za-z.+~-]*$ ]] || fail "'$bin --version' printed no version: $("$bin" --version)"
arch="$(dpkg --print-architecture)"
machine="$(uname -m)"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT

# One tree, laid out under a prefix, that both packages are made from.
tree="$stage/tree"
install -d "$tree/bin" "$tree/share/man/man1" "$tree/share/doc/jshost/docs" \
  "$tree/share/bash-completion/completions" "$tree/share/zsh/site-functions" "$tree/share/fish/vendor_completions.d"
install -m 755 "$bin" "$tree/bin/jshost"
# Symbols out (as Debian's dh_strip does); .dynsym stays, which CThreadClock's exported
# clock_gettime needs.
strip --strip-unneeded "$tree/bin/jshost"
if [ -n "$runpath" ]; then patchelf --remove-rpath "$tree/bin/jshost"; fi
# Neutral environment: the help names the default cache folder, which must not be the packager's.
generate() { env -u JSHOST_CACHE_DIR -u XDG_CACHE_HOME HOME=/nonexistent-home "$tree/bin/jshost" "$@"; }
generate --help-man | gzip -9n > "$tree/share/man/man1/jshost.1.gz"
generate completions bash > "$tree/share/bash-completion/completions/jshost"
generate completions zsh > "$tree/share/zsh/site-functions/_jshost"
generate completions fish > "$tree/share/fish/vendor_completions.d/jshost.fish"
install -m 644 "$root/README.md" "$tree/share/doc/jshost/"
install -m 644 "$root"/docs/*.md "$tree/share/doc/jshost/docs/"
# The licence (docs/packaging.md): the project's own, when it has chosen one, and the
# Swift runtime's, which the binary contains (Apache 2.0 with the Runtime Library Exception).
licence="$(ls "$root"/LICENSE* "$root"/LICENCE* "$root"/COPYING* 2>/dev/null | head -1 || true)"
{
  echo "jshost"
  echo
  if [ -n "$licence" ]; then cat "$licence"; else
    echo "The jshost project has not chosen a licence yet (docs/packaging.md): until it"
    echo "does, no licence to copy, change or redistribute jshost is granted."
  fi
  swift_licence="$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/share/swift/LICENSE.txt"
  if [ -f "$swift_licence" ]; then
    echo
    echo "The binary contains the Swift runtime and Foundation (swift.org), linked statically:"
    echo
    cat "$swift_licence"
  fi
} > "$tree/share/doc/jshost/copyright"

# Depends: dpkg-shlibdeps over a copy whose needed libraries include the lazily loaded
# ones again (they are needed as soon as a run fetches or loads a page).
probe="$stage/shlibs"
install -d "$probe/debian"
printf 'Source: jshost\n\nPackage: jshost\nArchitecture: any\n' > "$probe/debian/control"
cp "$tree/bin/jshost" "$probe/jshost"
lazy_file="$bin.lazy-needed"
[ -f "$lazy_file" ] || fail "$lazy_file is missing: Scripts/build-release.sh records the libraries it drops there"
while read -r lazy; do
  [ -n "$lazy" ] && patchelf --add-needed "$lazy" "$probe/jshost"
done < "$lazy_file"
depends="$(cd "$probe" && dpkg-shlibdeps -O -e jshost 2>"$stage/shlibdeps.log" | sed -n 's/^shlibs:Depends=//p')" \
  || { cat "$stage/shlibdeps.log" >&2; fail "dpkg-shlibdeps could not map every needed library to a Debian package (above)"; }
[ -n "$depends" ] || fail "dpkg-shlibdeps found no dependencies"
grep -q javascriptcoregtk <<<"$depends" || fail "Depends has no JavaScriptCore: $depends"

# The optional packages, read once: each must still be used (the binary names its file).
recommends=() suggests=() optional_names=() optional_descriptions=()
for entry in "${optional_packages[@]}"; do
  IFS='|' read -r field package looks_for why <<<"$entry"
  grep -qaF "$looks_for" "$bin" || fail "$package ($why): the binary no longer names $looks_for; update optional_packages"
  case "$field" in
    Recommends) recommends+=("$package") ;;
    Suggests) suggests+=("$package") ;;
    *) fail "optional_packages: '$field' is neither Recommends nor Suggests" ;;
  esac
  optional_names+=("$package")
  optional_descriptions+=(" $field $package: $why.")
done
joined() { local IFS=,; sed 's/,/, /g' <<<"$*"; }

# The .deb: the tree under /usr, plus its control file.
deb_root="$stage/deb"
install -d "$deb_root/DEBIAN" "$deb_root/usr"
cp -a "$tree/." "$deb_root/usr/"
# zsh reads a package's completions from vendor-completions (site-functions is /usr/local's).
mv "$deb_root/usr/share/zsh/site-functions" "$deb_root/usr/share/zsh/vendor-completions"
tagline="$(generate --help | head -1 | sed 's/^jshost — //')"
{
  echo "Package: jshost"
  echo "Version: $version"
  echo "Architecture: $arch"
  echo "Maintainer: $(git -C "$root" log -1 --format='%an <%ae>' 2>/dev/null || echo 'jshost maintainers')"
  echo "Installed-Size: $(du -sk "$deb_root/usr" | cut -f1)"
  echo "Depends: $depends"
  [ ${#recommends[@]} -eq 0 ] || echo "Recommends: $(joined "${recommends[@]}")"
  [ ${#suggests[@]} -eq 0 ] || echo "Suggests: $(joined "${suggests[@]}")"
  echo "Section: devel"
  echo "Priority: optional"
  echo "Description: $tagline"
  printf '%s\n' "${optional_descriptions[@]}"
} > "$deb_root/DEBIAN/control"
deb="$out/jshost_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz -z"$xz_level" --build "$deb_root" "$deb" >/dev/null

# The tarball: the same tree in jshost-<version>-linux-<machine>/, plus DEPENDENCIES (the
# Debian packages to install first) and the licence at the top.
name="jshost-$version-linux-$machine"
mv "$tree" "$stage/$name"
cp "$stage/$name/share/doc/jshost/copyright" "$stage/$name/LICENSE"
{
  echo "# Debian/Ubuntu packages jshost needs (as the .deb's Depends), then the optional ones:"
  echo "# sudo apt-get install \$(grep -v '^#' DEPENDENCIES)"
  sed 's/ *([^)]*)//g; s/, /\n/g' <<<"$depends"
  printf '%s\n' "${optional_names[@]}"
} > "$stage/$name/DEPENDENCIES"
tarball="$out/$name.tar.gz"
epoch="$(git -C "$root" log -1 --format=%ct 2>/dev/null || date +%s)"
tar -C "$stage" --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" -cf - "$name" | gzip -6n > "$tarball"

(cd "$out" && sha256sum "$(basename "$deb")" "$(basename "$tarball")" > SHA256SUMS)
echo "$deb"
echo "$tarball"
echo "$out/SHA256SUMS"
