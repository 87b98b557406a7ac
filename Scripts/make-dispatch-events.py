#!/usr/bin/env python3
"""Writes the dispatch benchmark's inputs into DIR: events.ndjson with PAIRS
push+tap pairs (~300-byte APNs payloads with an Acoustic notification-action),
and handler.mjs, the JS side (a jshost registerAction handler)."""
import json, sys
pairs, directory = int(sys.argv[1]), sys.argv[2]
with open(f"{directory}/handler.mjs", "w") as f:
    f.write("""import { registerAction, setCategories } from 'jshost';
setCategories([{ id: 'invoice', actions: [{ id: 'email', title: 'Email it', type: 'sendEmail' }, { id: 'view', title: 'View', foreground: true }] }]);
registerAction('sendEmail', ({ action }) => action.value.subject.length);
""")
with open(f"{directory}/events.ndjson", "w") as f:
    for i in range(pairs):
        payload = {"aps": {"alert": {"title": f"Invoice {i}", "body": "Tap to email it to yourself"}, "category": "invoice"},
                   "notification-action": {"type": "sendEmail", "value": {"recipient": "you@example.com", "subject": f"Invoice {i}", "body": "Here it is."}}}
        f.write(json.dumps({"push": payload, "id": f"n{i}"}, separators=(",", ":")) + "\n")
        f.write(json.dumps({"response": f"n{i}", "action": "default"}, separators=(",", ":")) + "\n")
