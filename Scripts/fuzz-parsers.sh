#!/usr/bin/env bash
# Coverage-guided fuzzing (libFuzzer, with AddressSanitizer) of the parsers that read
# untrusted input: JSON (JSONSyntax), push payloads (Notifications' PayloadDecoder) and
# pages (PageSyntax over libxml2). The entry is Tests/Fuzz/ParserFuzzer.swift; this
# script compiles it with those modules (and Sources/CHTMLParser) straight with swiftc
# and clang from the Swift toolchain, which ships libFuzzer, so nothing is installed.
# A manual tool, not part of CI (docs/testing.md, "Fuzzing").
#
# Usage: Scripts/fuzz-parsers.sh TARGET [SECONDS=300] [libFuzzer flags...]
#   TARGET is json, payload or page. The corpus grows in .build/fuzz/corpus-TARGET,
#   seeded from the project's own fixtures; crashes are written to .build/fuzz/ as
#   crash-* (rerun one: .build/fuzz/parser-fuzzer .build/fuzz/crash-…, with
#   JSHOST_FUZZ_TARGET=TARGET). One core: libFuzzer runs one process.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
target=${1:?usage: Scripts/fuzz-parsers.sh json|payload|page [SECONDS] [libFuzzer flags...]}
seconds=${2:-300}
shift $(( $# >= 2 ? 2 : 1 ))
case $target in json|payload|page) ;; *) echo "fuzz-parsers.sh: TARGET is json, payload or page, not $target" >&2; exit 2 ;; esac

out=$root/.build/fuzz
mkdir -p "$out"
bin=$out/parser-fuzzer
toolchain=$(dirname "$(command -v swiftc)")
flags=(-O -g -sanitize=fuzzer,address -parse-as-library -package-name jshost -I "$out")

# Rebuilt when a source is newer than the binary.
sources=$(find "$root/Sources/JSONSyntax" "$root/Sources/Notifications" "$root/Sources/PageSyntax" "$root/Sources/CHTMLParser" "$root/Tests/Fuzz" -type f)
if [ ! -x "$bin" ] || [ -n "$(find $sources -newer "$bin" 2>/dev/null | head -1)" ]; then
    echo "building $bin" >&2
    module() {  # name, source folder
        swiftc "${flags[@]}" -wmo -module-name "$1" -emit-module -emit-module-path "$out/$1.swiftmodule" \
            -c $(find "$2" -name '*.swift' | sort) -o "$out/$1.o" "${@:3}"
    }
    module JSONSyntax "$root/Sources/JSONSyntax"
    module Notifications "$root/Sources/Notifications"
    cat > "$out/module.modulemap" <<MAP
module CHTMLParser {
    header "$root/Sources/CHTMLParser/include/CHTMLParser.h"
    export *
}
MAP
    libxml=$(pkg-config --cflags libxml-2.0)
    "$toolchain/clang" -O1 -g -fsanitize=fuzzer-no-link,address $libxml -I "$root/Sources/CHTMLParser/include" \
        -c "$root/Sources/CHTMLParser/HTMLParser.c" -o "$out/CHTMLParser.o"
    module PageSyntax "$root/Sources/PageSyntax" -I "$root/Sources/CLibXML2" $(printf -- '-Xcc %s ' $libxml)
    swiftc "${flags[@]}" -I "$root/Sources/CLibXML2" $(printf -- '-Xcc %s ' $libxml) \
        "$root/Tests/Fuzz/ParserFuzzer.swift" "$out/JSONSyntax.o" "$out/Notifications.o" "$out/PageSyntax.o" \
        "$out/CHTMLParser.o" -ldl -o "$bin"
fi

# Seeds: the project's own inputs of that kind (the fuzzer mutates from there).
corpus=$out/corpus-$target
if [ ! -d "$corpus" ]; then
    mkdir -p "$corpus"
    case $target in
        json|payload) pattern='*.json' ;;
        page) pattern='*.html' ;;
    esac
    find "$root/Examples" "$root/Tests" -name "$pattern" -size -64k -not -path '*/node_modules/*' -print0 |
        head -z -n 400 | xargs -0 -I{} sh -c 'cp "$1" "$2/$(cksum < "$1" | cut -d" " -f1)"' _ {} "$corpus"
fi

cd "$out"
# Swift's own backtracer is off: under AddressSanitizer it crashes reading the shadow gap.
JSHOST_FUZZ_TARGET=$target SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 exec "$bin" "$corpus" -max_total_time="$seconds" \
    -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 "$@"
