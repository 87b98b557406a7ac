const h = new Headers({ 'Content-Type': 'text/plain', 'X-B': '1' }); h.append('x-b', '2'); h.append('Set-Cookie', 'a=1'); h.append('set-cookie', 'b=2');
console.log(h, [...h], h.get('x-b'), h.get('set-cookie'), h.getSetCookie(), h.has('CONTENT-type'), h.get('missing'));
console.log([...h.keys()], [...h.values()]); h.forEach((v, k, o) => console.log(k, v, o === h));
h.set('x-b', '  3\t'); h.delete('content-type'); console.log([...h.entries()]);
console.log(new Headers([['a', '1'], ['b', '2']]), new Headers(new Headers({ c: '3' })), new Headers());
try { new Headers([['bad name', 'x']]) } catch (e) { console.log(e.name, e.message) }
try { new Headers([['a']]) } catch (e) { console.log(e.name, e.message) }
const ac = new AbortController(); console.log(ac, ac.signal);
let fired = 0; ac.signal.addEventListener('abort', (e) => { fired++; console.log('listener', e.type, e instanceof Event); });
ac.signal.onabort = (e) => console.log('onabort', e.type, ac.signal.aborted);
ac.abort(); ac.abort('again'); console.log(ac.signal.reason.name, ac.signal.reason.message, ac.signal.aborted, fired);
try { ac.signal.throwIfAborted() } catch (e) { console.log(e.name, e.message, e.code, e.constructor.name, e instanceof DOMException, e instanceof Error) }
console.log(AbortSignal.abort().reason.name, AbortSignal.abort('why').reason, new AbortController().signal.reason);
try { new AbortSignal() } catch (e) { console.log(e.name, e.message) }
const any = AbortSignal.any([new AbortController().signal, AbortSignal.abort('first')]); console.log(any.aborted, any.reason);
const r = new Response('hi', { status: 201, headers: { a: 'b' } });
console.log(r.status, r.statusText, r.ok, r.headers.get('content-type'), r.bodyUsed, r.redirected, r.type, r.url);
r.text().then(t => console.log('text', t, r.bodyUsed)).then(() => r.text()).catch(e => setTimeout(() => console.log('second read', e.name), 0));
new Response('{"a":[1]}').json().then(j => console.log('json', j));
new Response(new Uint8Array([104, 105])).arrayBuffer().then(b => console.log('ab', b.byteLength, b instanceof ArrayBuffer));
const c1 = new Response('cl'); const c2 = c1.clone(); c1.text().then(a => c2.text().then(b => console.log('clone', a, b)));
console.log(new Response(null, { status: 204 }).status, new Response().headers.has('content-type'), new Response(new URLSearchParams('a=1 2')).headers.get('content-type'));
console.log(Response.error().type, Response.error().status, Response.json({ a: 1 }).headers.get('content-type'), Response.json({ a: 1 }, { status: 202 }).status);
Response.json({ x: 'y' }).text().then(t => console.log('Response.json', t));
const rd = Response.redirect('http://a/b', 301); console.log(rd.status, rd.headers.get('location'));
try { new Response('x', { status: 99 }) } catch (e) { console.log(e.name, e.message) }
try { new Response('x', { status: 204 }) } catch (e) { console.log(e.name) }
try { Response.error().headers.set('a', 'b') } catch (e) { console.log(e.name, e.message) }
try { new Request('/rel') } catch (e) { console.log(e.name, e.message, e.cause.message) }
try { new Request('http://x', { method: 'GET', body: 'x' }) } catch (e) { console.log(e.name, e.message) }
const req = new Request('http://x/y?z#f', { method: 'post', body: 'b', headers: { 'X-Token': 't' } });
console.log(req.method, req.url, req.headers.get('content-type'), req.headers.get('x-token'), req.signal.aborted, req.redirect, req.bodyUsed);
req.clone().text().then(t => console.log('req body', t));
console.log(new Request('http://x', { method: 'custom' }).method, new Request('http://x', { method: 'delete' }).method, new Request(req).method);
const e = new Event('foo', { cancelable: true }); e.preventDefault(); console.log(e.type, e.defaultPrevented, e.cancelable, e.bubbles, typeof e.timeStamp);
const et = new EventTarget(); const handler = { handleEvent(ev) { console.log('handleEvent', ev.type, ev.target === et) } };
et.addEventListener('x', handler); et.addEventListener('x', handler); et.addEventListener('x', () => console.log('once'), { once: true });
et.dispatchEvent(new Event('x')); et.dispatchEvent(new Event('x')); et.removeEventListener('x', handler); console.log(et.dispatchEvent(new Event('x')));
console.log(Object.prototype.toString.call(h), Object.prototype.toString.call(r), Object.prototype.toString.call(ac.signal), typeof fetch);
