#!/usr/bin/env node
// What Bun's VS Code debug adapter (oven-sh/bun, packages/bun-debug-adapter-protocol/src/
// debugger/adapter.ts, and packages/bun-inspector-protocol/src/inspector/websocket.ts) sends
// when VS Code attaches it to a WebSocket URL, replayed against `jshost run --inspect-brk`
// (Tests/EndToEndTests/InspectorTests.swift, docs/debugging.md). It is not the adapter: it
// connects with the same WebSocket library (`ws`, Debian's node-ws) and the same header, then
// sends the calls of the adapter's `initialize`, `setBreakpoints` (for a file not parsed yet:
// a placeholder breakpoint by URL at line 0), `setExceptionBreakpoints` (VS Code's default
// filter, "debugger") and `configurationDone`, in that order, and checks each answer; then it
// waits for the pause, checks the paused script's URL is an absolute path (the adapter shows
// only those as the user's files), resumes and waits for the run's console line.
//
//     node bun_adapter_calls.js WS_URL SCRIPT_PATH
'use strict';
const WebSocket = require('/usr/share/nodejs/ws');

const [url, script] = process.argv.slice(2);
const socket = new WebSocket(url, { headers: { 'Ref-Event-Loop': '0' } });
let nextId = 1;
const waiting = new Map();
const listeners = [];
const fail = (message) => { console.log('FAIL ' + message); process.exit(1); };

socket.on('unexpected-response', (request, response) => fail('the WebSocket upgrade was refused: HTTP ' + response.statusCode));
socket.on('error', (error) => fail('WebSocket error: ' + error.message));
let finished = false;
socket.on('close', (code, reason) => { if (!finished) fail('the socket closed (' + code + ' ' + reason + ') before the run\'s console line arrived'); });
socket.on('message', (data) => {
  const message = JSON.parse(String(data));
  if ('id' in message) {
    const done = waiting.get(message.id);
    waiting.delete(message.id);
    if (done) done(message);
  } else {
    for (const listener of listeners.slice()) listener(message);
  }
});

function send(method, params = {}) {
  const id = nextId++;
  socket.send(JSON.stringify({ id, method, params }));
  return new Promise((resolve) => waiting.set(id, resolve));
}

function event(method) {
  return new Promise((resolve) => {
    const listener = (message) => {
      if (message.method !== method) return;
      listeners.splice(listeners.indexOf(listener), 1);
      resolve(message.params);
    };
    listeners.push(listener);
  });
}

async function expectAnswered(method, params, tolerated) {
  const answer = await send(method, params);
  if (answer.error && answer.error.message !== tolerated) fail(method + ': ' + answer.error.message);
  return answer;
}

// Debugger.scriptParsed: the URL of each script, by id.
const scriptURLs = new Map();
listeners.push((message) => {
  if (message.method === 'Debugger.scriptParsed') scriptURLs.set(message.params.scriptId, message.params.url);
});

socket.on('open', async () => {
  console.log('ok connected with ws and the adapter\'s Ref-Event-Loop header');
  // initialize
  await expectAnswered('Inspector.enable');
  await expectAnswered('Runtime.enable');
  await expectAnswered('Console.enable');
  await expectAnswered('Debugger.enable', {}, 'Debugger domain already enabled');
  await expectAnswered('Debugger.setAsyncStackTraceDepth', { depth: 200 });
  console.log('ok initialize: Inspector/Runtime/Console/Debugger.enable, setAsyncStackTraceDepth answered');
  // setBreakpoints on a file not parsed yet: the adapter's placeholder
  const placeholder = await expectAnswered('Debugger.setBreakpointByUrl', { url: script, lineNumber: 0 });
  if (!placeholder.result || !placeholder.result.breakpointId) fail('no breakpointId for the placeholder breakpoint');
  // setExceptionBreakpoints with VS Code's default filter
  await Promise.all([
    expectAnswered('Debugger.setPauseOnExceptions', { state: 'none' }),
    expectAnswered('Debugger.setPauseOnAssertions', { enabled: false }),
    expectAnswered('Debugger.setPauseOnDebuggerStatements', { enabled: true }),
    expectAnswered('Debugger.setPauseOnMicrotasks', { enabled: false }),
  ]);
  console.log('ok setBreakpoints (placeholder by URL) and setExceptionBreakpoints answered');
  // configurationDone
  const paused = event('Debugger.paused');
  await expectAnswered('Debugger.setBreakpointsActive', { active: true });
  await expectAnswered('Inspector.initialized');
  console.log('ok configurationDone: setBreakpointsActive, Inspector.initialized answered');
  const pause = await paused;
  const frame = pause.callFrames[0];
  const pausedURL = scriptURLs.get(frame.location.scriptId);
  if (pausedURL !== script) fail('paused in ' + pausedURL + ', expected the entry ' + script);
  if (!pausedURL.startsWith('/')) fail('the paused script\'s URL is not an absolute path: ' + pausedURL);
  console.log('ok paused in ' + pausedURL + ' (an absolute path), line ' + (frame.location.lineNumber + 1) + ' of the generated script');
  const logged = event('Console.messageAdded');
  await expectAnswered('Debugger.resume');
  const message = await logged;
  console.log('ok resumed; console: ' + message.message.text);
  finished = true;
  socket.close();
});
