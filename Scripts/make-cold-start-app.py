#!/usr/bin/env python3
"""Writes the cold-start benchmark's app into DIR (Scripts/bench-cold-start.sh,
Scripts/instruction-guard.sh): a notification handler, src/notifications.ts, that imports
~300 modules — 150 TypeScript files through a tsconfig alias (each importing a
node_modules package) and 150 JavaScript files — and prints "loaded" and their sum.
With --javascript-only the 150 typed files are JavaScript too (the same imports, alias and
package; no types, the enum an object) and the entry is src/notifications.js: nothing
for esbuild to compile. Usage: make-cold-start-app.py DIR [--javascript-only]"""
import json, os, sys
app = sys.argv[1]
js_only = "--javascript-only" in sys.argv[2:]
def write(path, text):
    path = os.path.join(app, path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "w").write(text)
write("package.json", json.dumps({"name": "cold-start-app", "dependencies": {"format-kit": "1.0.0"}}))
write("tsconfig.json", json.dumps({"compilerOptions": {"baseUrl": ".", "paths": {"@lib/*": ["src/lib/*"]}}}))
write("node_modules/format-kit/package.json", json.dumps({"name": "format-kit", "version": "1.0.0", "main": "index.js"}))
write("node_modules/format-kit/index.js", "exports.label = (n) => 'item ' + n;\n")
# 150 TypeScript modules, each with types, an interface and an enum; 150 JavaScript ones.
for i in range(150):
    if js_only:
        write(f"src/lib/model{i}.js",
              f"import {{ label }} from 'format-kit';\n"
              f"export const Kind{i} = {{ A: {i}, B: {i + 1} }};\n"
              f"export function make{i}(id) {{ return {{ id, name: label(id) }}; }}\n")
    else:
        write(f"src/lib/model{i}.ts",
              f"import {{ label }} from 'format-kit';\n"
              f"export interface Item{i} {{ id: number; name: string }}\n"
              f"export enum Kind{i} {{ A = {i}, B }}\n"
              f"export function make{i}(id: number): Item{i} {{ return {{ id, name: label(id) }}; }}\n")
    write(f"src/util/helper{i}.js",
          f"export const helper{i} = (x) => x + {i};\n")
imports = "".join(f"import {{ make{i} }} from '@lib/model{i}';\nimport {{ helper{i} }} from './util/helper{i}';\n" for i in range(150))
total = " + ".join(f"make{i}({i}).id + helper{i}(0)" for i in range(150))
if js_only:
    write("src/notifications.js", imports + f"const total = {total};\nconsole.log('loaded', total);\n")
else:
    write("src/notifications.ts", imports + f"const total: number = {total};\nconsole.log('loaded', total);\n")
