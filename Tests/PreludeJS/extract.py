#!/usr/bin/env python3
"""Extract the JS prelude pieces from the Swift sources, in the order Prelude.swift lists them.

usage: extract.py SOURCES_DIR OUT_DIR
Writes OUT_DIR/NN-Name.js for each entry of `Prelude.startupSources` and OUT_DIR/lazy/NN-name for each
entry of `Prelude.lazySources` (NN keeps their order; `name` is the name host.loadPrelude gets).
"""
import os, re, shutil, sys

src_dir, out_dir = sys.argv[1], sys.argv[2]
if os.path.isdir(out_dir):
    shutil.rmtree(out_dir)
os.makedirs(os.path.join(out_dir, 'lazy'))
pieces = {}
for f in os.listdir(src_dir):
    if not f.endswith('.swift'):
        continue
    text = open(os.path.join(src_dir, f), encoding='utf-8').read()
    for m in re.finditer(r'enum\s+(\w+)\s*\{\s*static\s+let\s+source\s*=\s*#"""\n(.*?)\n\s*"""#', text, re.S):
        pieces[m.group(1)] = m.group(2)
order_text = open(os.path.join(src_dir, 'Prelude.swift'), encoding='utf-8').read()
def listed(var):
    m = re.search(r'static\s+let\s+' + var + r'\b[^=]*=\s*\[(.*?)\n\s*\]', order_text, re.S)
    if not m:
        sys.exit('extract.py: Prelude.%s not found' % var)
    return re.findall(r'\(\s*"([^"]*)"\s*,\s*(\w+)\.source\s*\)', m.group(1))
eager, lazy = listed('startupSources'), listed('lazySources')
for i, (name, enum) in enumerate(eager):
    if enum not in pieces:
        sys.exit('extract.py: %s listed in Prelude.swift but not found' % enum)
    with open(os.path.join(out_dir, '%02d-%s.js' % (i, enum)), 'w', encoding='utf-8') as out:
        out.write(pieces[enum] + '\n')
for i, (name, enum) in enumerate(lazy):
    if enum not in pieces:
        sys.exit('extract.py: %s listed in Prelude.swift but not found' % enum)
    with open(os.path.join(out_dir, 'lazy', '%02d-%s' % (i, name)), 'w', encoding='utf-8') as out:
        out.write(pieces[enum] + '\n')
print('extracted %d + %d lazy pieces' % (len(eager), len(lazy)), file=sys.stderr)
