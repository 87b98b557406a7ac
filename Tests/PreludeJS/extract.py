#!/usr/bin/env python3
"""Extract the JS prelude pieces from the Swift sources, in the order Prelude.swift lists them.

usage: extract.py SOURCES_DIR OUT_DIR
Writes OUT_DIR/NN-Name.js for each entry of `Prelude.sources`.
"""
import os, re, sys

src_dir, out_dir = sys.argv[1], sys.argv[2]
os.makedirs(out_dir, exist_ok=True)
for f in os.listdir(out_dir):
    if f.endswith('.js'):
        os.remove(os.path.join(out_dir, f))
# enum Name { static let source = #""" ... """# }
pieces = {}
for f in os.listdir(src_dir):
    if not f.endswith('.swift'):
        continue
    text = open(os.path.join(src_dir, f), encoding='utf-8').read()
    for m in re.finditer(r'enum\s+(\w+)\s*\{\s*static\s+let\s+source\s*=\s*#"""\n(.*?)\n\s*"""#', text, re.S):
        pieces[m.group(1)] = m.group(2)
order_text = open(os.path.join(src_dir, 'Prelude.swift'), encoding='utf-8').read()
order = re.findall(r'\(\s*"[^"]*"\s*,\s*(\w+)\.source\s*\)', order_text)
if not order:
    sys.exit('extract.py: no pieces listed in Prelude.swift')
for i, name in enumerate(order):
    if name not in pieces:
        sys.exit('extract.py: %s listed in Prelude.swift but not found' % name)
    with open(os.path.join(out_dir, '%02d-%s.js' % (i, name)), 'w', encoding='utf-8') as out:
        out.write(pieces[name] + '\n')
print('extracted %d pieces' % len(order), file=sys.stderr)
