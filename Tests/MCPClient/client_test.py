"""jshost mcp, driven by the official MCP Python SDK (the `mcp` package on PyPI).

Run by Tests/MCPClient/run.sh, which makes the virtual environment. The SDK starts
`jshost mcp --root PROJECT` over stdio, negotiates the protocol, lists the tools (and
checks their schemas and hints), calls each tool on the example app and checks the
structured results; the SDK itself validates each result against the tool's
outputSchema. Ends with one line "N passed, M failed".
"""
import asyncio
import base64
import os
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

BINARY = sys.argv[1]
PROJECT = os.path.abspath(sys.argv[2])

passed = 0
failed = 0


def check(condition, what):
    global passed, failed
    if condition:
        passed += 1
        print(f"ok      {what}")
    else:
        failed += 1
        print(f"FAILED  {what}")


def text_of(result):
    return "\n".join(c.text for c in result.content if c.type == "text")


async def main():
    server = StdioServerParameters(command=BINARY, args=["mcp", "--root", PROJECT], env={"NO_COLOR": "1"})
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            check(init.server_info.name == "jshost", "initialize: serverInfo.name is jshost")
            check(init.protocol_version in ("2025-11-25", "2025-06-18"), f"initialize: protocol {init.protocol_version}")
            check(init.capabilities.tools is not None and init.capabilities.resources is not None
                  and init.capabilities.prompts is not None, "initialize: tools, resources and prompts capabilities")

            await session.send_ping()
            check(True, "ping answered")

            tools = (await session.list_tools()).tools
            names = sorted(t.name for t in tools)
            check(names == sorted(["run", "matrix", "check", "categories", "render", "test", "payloads"]), f"tools/list: {names}")
            for tool in tools:
                check(tool.input_schema.get("type") == "object" and tool.output_schema and tool.output_schema.get("type") == "object",
                      f"{tool.name}: inputSchema and outputSchema are objects")
                check(tool.annotations is not None and tool.annotations.read_only_hint is True
                      and tool.annotations.open_world_hint is False, f"{tool.name}: readOnlyHint true, openWorldHint false")

            # payloads: the example's payload file, found by shape.
            r = await session.call_tool("payloads", {})
            paths = [p["path"] for p in r.structured_content["payloads"]]
            check(not r.is_error and "payload.json" in paths, f"payloads lists payload.json ({paths})")
            check(any(p["format"] == "apns" for p in r.structured_content["payloads"]), "payloads: payload.json is apns")

            # run: push, tap sendEmail: the email effect, the display with three buttons.
            r = await session.call_tool("run", {"entry": "send-email-action.js", "payload": "payload.json", "tap": "sendEmail"})
            s = r.structured_content
            check(not r.is_error and s["status"] == 0, f"run: status 0 ({text_of(r)[:300]})")
            kinds = [e["kind"] for e in s["effects"]]
            check("display" in kinds and "email" in kinds and "response" in kinds, f"run: display, response, email effects ({kinds})")
            shown = s["displayed"][0]
            check(shown["title"] == "Your invoice is ready" and shown["actions"][0]["title"] == "Email it to me",
                  f"run: displayed title and first action ({shown})")
            email = next(e for e in s["effects"] if e["kind"] == "email")
            check(email["to"] == ["accounts@example.com"], "run: the email goes to accounts@example.com")
            check("display (ios)" in text_of(r), "run: text summary names the display")

            # run with an inline payload, Android, explain.
            inline = {"aps": {"alert": {"title": "Inline", "body": "b"}}}
            r = await session.call_tool("run", {"entry": "send-email-action.js", "payload": inline, "platform": "android",
                                                "appState": "foreground", "explain": True})
            s = r.structured_content
            check(not r.is_error and s["platform"] == "android" and "explanations" in s and len(s["explanations"]) > 0,
                  f"run: inline payload on android with explanations ({len(s.get('explanations', []))})")
            check(all(x["source"] for x in s["explanations"]), "run: every explanation has its rule's source")

            # run with inline events: a push, then a tap on its first button.
            import json
            with open(os.path.join(PROJECT, "payload.json")) as f:
                pushed = json.load(f)
            r = await session.call_tool("run", {"entry": "send-email-action.js", "fakeTime": True, "events": [
                {"push": pushed, "id": "e1"}, {"response": "e1", "action": "Email it to me"}, {"advance": 1000}]})
            s = r.structured_content
            check(not r.is_error and s["status"] == 0 and [e["notification"] for e in s["effects"] if e["kind"] == "email"] == ["e1"],
                  f"run: inline events push e1 and tap it ({text_of(r)[:300]})")
            r = await session.call_tool("run", {"entry": "send-email-action.js", "events": [{"tap": "x"}]})
            s = r.structured_content
            check(not r.is_error and s["status"] == 2 and s["errors"][0]["message"].startswith("<events>:1: unknown event"),
                  f"run: a bad inline event is an input error at <events>:1 ({s['errors'] if s else text_of(r)})")

            # run: a script error is reported at file:line.
            r = await session.call_tool("run", {"entry": "broken.js"})
            s = r.structured_content
            check(not r.is_error and s["status"] == 1 and s["errors"] and s["errors"][0]["file"].endswith("broken.js")
                  and s["errors"][0]["line"] == 3, f"run: an error at broken.js:3 ({s['errors'] if s else text_of(r)})")

            # errors are tool results: outside the root, unknown argument, missing file.
            r = await session.call_tool("run", {"entry": "/etc/passwd"})
            check(r.is_error and "outside the project root" in text_of(r), f"run: a path outside the root is an isError result ({text_of(r)})")
            r = await session.call_tool("run", {"entry": "send-email-action.js", "tap": "default", "payload": "payload.json"})
            check(r.is_error and "\"open\": true" in text_of(r), f"run: tap default is refused as the CLI does ({text_of(r)})")
            r = await session.call_tool("run", {"entry": "missing.js"})
            check(r.is_error and "cannot read script 'missing.js'" in text_of(r), f"run: the CLI's message for a missing script ({text_of(r)})")
            r = await session.call_tool("run", {"entry": "send-email-action.js", "platform": "windows"})
            check(r.is_error and "ios, android" in text_of(r), f"run: a bad platform names the choices ({text_of(r)})")

            # matrix: six rows with the rules' sources.
            matrix_progress = []

            async def on_matrix_progress(done, total, message):
                matrix_progress.append((done, total, message))

            r = await session.call_tool("matrix", {"entry": "send-email-action.js", "payload": "payload.json", "tap": "sendEmail"},
                                        progress_callback=on_matrix_progress)
            check([p[0] for p in matrix_progress] == [1, 2, 3, 4, 5, 6] and matrix_progress[0][1] == 6
                  and matrix_progress[0][2] == "ios, foreground", f"matrix: a progress notification per case ({matrix_progress})")
            rows = r.structured_content["rows"]
            check(not r.is_error and len(rows) == 6, f"matrix: six rows ({len(rows)})")
            check({(x["platform"], x["appState"]) for x in rows} == {(p, a) for p in ("ios", "android") for a in ("foreground", "background", "terminated")},
                  "matrix: every platform and app state")
            check(all(rule["source"] for x in rows for rule in x["because"]), "matrix: every rule has its source")
            check(any(x["shown"] for x in rows), "matrix: the notification shows somewhere")

            # check: findings for a payload with a category the app never registers.
            r = await session.call_tool("check", {"payload": {"aps": {"alert": "hi", "badge": "3"}}})
            s = r.structured_content
            check(not r.is_error and s["errors"] + s["warnings"] >= 1 and any(f["path"] == "$.aps.badge" for f in s["findings"]),
                  f"check: a string badge is a finding ({s['findings'] if s else text_of(r)})")
            r = await session.call_tool("check", {"payload": "payload.json", "entry": "send-email-action.js"})
            check(not r.is_error and isinstance(r.structured_content["findings"], list), "check: with the entry")

            # categories: the dynamic category is not registered at load; the tool answers per platform.
            r = await session.call_tool("categories", {"entry": "categories.js", "platform": "ios"})
            s = r.structured_content
            cats = {c["id"]: [a["id"] for a in c["actions"]] for c in s["categories"]}
            check(not r.is_error and s["platform"] == "ios" and cats.get("chat") == ["reply", "mute"], f"categories: chat with reply and mute ({cats})")

            # test: per-test results, progress notifications.
            progress = []

            async def on_progress(done, total, message):
                progress.append((done, total, message))

            r = await session.call_tool("test", {"paths": ["send-email-action.test.js"]}, progress_callback=on_progress)
            s = r.structured_content
            check(not r.is_error and s["success"] and s["passed"] >= 3 and s["failed"] == 0, f"test: passes ({s['passed'] if s else text_of(r)})")
            check(s["files"][0]["tests"][0]["status"] == "passed", "test: per-test status")
            check(len(progress) >= 1 and progress[-1][0] == progress[-1][1], f"test: progress notifications ({progress})")
            r = await session.call_tool("test", {"paths": ["failing.test.js"]})
            s = r.structured_content
            failure = s["files"][0]["tests"][0]["failure"]
            check(not r.is_error and not s["success"] and s["failed"] == 1 and "Expected" in failure["message"],
                  f"test: a failure with Jest's message ({failure})")

            # render: PNG image content and the HTML page.
            r = await session.call_tool("render", {"entry": "send-email-action.js", "payload": "payload.json"})
            s = r.structured_content
            images = [c for c in r.content if c.type == "image"]
            pages = [c for c in r.content if c.type == "resource"]
            check(not r.is_error and len(s["notifications"]) == 1 and pages and "<html" in pages[0].resource.text.lower(),
                  f"render: one notification and its HTML page ({text_of(r)[:200]})")
            if s["browserProblem"] is None:
                check(images and all(base64.b64decode(i.data)[:8] == b"\x89PNG\r\n\x1a\n" and i.mime_type == "image/png" for i in images),
                      f"render: {len(images)} PNG pictures")
            else:
                check(False, f"render: no browser: {s['browserProblem']}")

            # resources: payload files and docs; the diagnose prompt.
            resources = (await session.list_resources()).resources
            names = [str(x.name) for x in resources]
            check("payload.json" in names and "README.md" in names, f"resources: payload.json and README.md ({names})")
            payload = next(x for x in resources if x.name == "payload.json")
            contents = (await session.read_resource(payload.uri)).contents
            check('"aps"' in contents[0].text and contents[0].mime_type == "application/json", "resources/read: the payload's text")
            prompts = (await session.list_prompts()).prompts
            check([p.name for p in prompts] == ["diagnose"], "prompts/list: diagnose")
            got = await session.get_prompt("diagnose", {"entry": "send-email-action.js", "payload": "payload.json", "symptom": "tap does nothing", "action": "sendEmail"})
            words = got.messages[0].content.text
            check(words.index("`matrix`") < words.index("`run`") and '"explain": true' in words, "prompt: matrix, then run with explain")

            await session.send_ping()
            check(True, "still serving after every call")


asyncio.run(main())
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
