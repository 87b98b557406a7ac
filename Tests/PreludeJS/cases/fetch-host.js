// fetch() against the harness's fake host.fetch (see harness.c); compared with fetch-host.expected.
(async () => {
  const res = await fetch('https://api.example.com/items?id=1', { headers: { Accept: 'application/json' } });
  console.log(res.status, res.statusText, res.ok, res.url, res.type, res.redirected, res.headers.get('content-type'), res.headers.getSetCookie());
  console.log(await res.json());
  try { res.headers.set('x', 'y') } catch (e) { console.log('immutable:', e.name, e.message) }
  const r404 = await fetch(new URL('https://api.example.com/x?status=404'));
  console.log(r404.status, r404.statusText, r404.ok);
  console.log(await (await fetch('https://api.example.com/post', { method: 'POST', body: 'plain text' })).text());
  await fetch('https://api.example.com/form', { method: 'PUT', body: new URLSearchParams({ a: '1 2', b: 'é' }) });
  await fetch('https://api.example.com/bytes', { method: 'POST', body: new Uint8Array([1, 2, 3]).buffer, headers: [['Content-Type', 'application/octet-stream']] });
  await fetch(new Request('https://api.example.com/req', { method: 'DELETE', headers: { 'X-A': '1' } }), { timeout: 2500 });
  try { await fetch('https://api.example.com/obj', { method: 'POST', body: { a: 1 } }) } catch (e) { console.log(e.name, e.message) }
  try { await fetch('/relative') } catch (e) { console.log(e.name, e.message) }
  try { await fetch('https://denied.example.com/') } catch (e) { console.log(e.name, e.message, e instanceof Error, e.constructor === Error) }
  try { await fetch('https://netfail.example.com/') } catch (e) { console.log(e.name, e.message, e.cause.message) }
  try { await fetch('https://timeout.example.com/') } catch (e) { console.log(e.name, e.message, e instanceof DOMException) }
  const ac = new AbortController();
  const p = fetch('https://hang.example.com/', { signal: ac.signal });
  setTimeout(() => ac.abort(), 10);
  try { await p } catch (e) { console.log('aborted:', e.name, e.message) }
  const ac2 = new AbortController(); ac2.abort(new Error('custom reason'));
  try { await fetch('https://api.example.com/never', { signal: ac2.signal }) } catch (e) { console.log('pre-aborted:', e.message) }
  try { await fetch('https://hang.example.com/t', { signal: AbortSignal.timeout(50) }) } catch (e) { console.log('timeout signal:', e.name, e.message) }
  const done = new AbortController();
  const ok = await fetch('https://api.example.com/late-abort', { signal: done.signal });
  done.abort();
  console.log('late abort ignored', ok.status, (await ok.text()).length > 0);
})();
