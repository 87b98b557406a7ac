for (const f of [() => crypto.getRandomValues(new Float32Array(2)), () => crypto.getRandomValues([1]), () => crypto.getRandomValues(new DataView(new ArrayBuffer(2)))]) {
  try { f() } catch (e) { console.log(e.name, e.constructor.name, e.code, e.message) }
}
try { crypto.getRandomValues(new Uint8Array(65537)) } catch (e) { console.log(e.name, e.code, e instanceof DOMException) }
const r = crypto.getRandomValues(new Uint32Array(4)); console.log(r.length, r.constructor.name, r.some(x => x !== 0));
console.log(crypto.getRandomValues(new Uint8Array(65536)).length, crypto.getRandomValues(new BigInt64Array(2)).length);
const uuid = crypto.randomUUID(); console.log(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(uuid), uuid === crypto.randomUUID());
for (const v of [() => {}, Symbol('s'), new WeakMap(), Promise.resolve(), { f() {} }]) {
  try { structuredClone(v) } catch (e) { console.log(e.name, e.constructor.name, e.code, e.message, e instanceof Error) }
}
const e = new RangeError('r', { cause: 5 }); e.extra = 1;
const c = structuredClone(e); console.log(c.constructor.name, c.message, c.cause, c.extra, Object.keys(c), c instanceof RangeError);
class MyE extends Error { constructor(m) { super(m); this.name = 'MyE' } }
const c2 = structuredClone(new MyE('m')); console.log(c2.name, c2.constructor.name);
const d = new DOMException('msg', 'AbortError'); console.log(d.name, d.code, d.message, Object.keys(d), d instanceof Error, DOMException.ABORT_ERR, String(d));
console.log(new DOMException('x', { name: 'TimeoutError' }).code, new DOMException().name, new DOMException().message === '');
const shared = { s: 1 };
const src = { num: 1, str: 's', big: 10n, bool: true, nul: null, und: undefined, date: new Date(5), re: /x/gi, map: new Map([[shared, shared]]), set: new Set([shared]), arr: [1, , shared], nested: { shared }, ta: new Uint16Array([1, 2]), boxed: new String('b') };
src.self = src;
const cl = structuredClone(src);
console.log(cl);
console.log(cl.self === cl, cl.nested.shared === cl.arr[2], cl.map.get(cl.nested.shared) === cl.nested.shared, cl.date instanceof Date, cl.date !== src.date, cl.arr.length, 1 in cl.arr);
const buf = new ArrayBuffer(8); const views = { a: new Uint8Array(buf, 2, 2), b: new DataView(buf) };
const vc = structuredClone(views); console.log(vc.a.buffer === vc.b.buffer, vc.a.byteOffset, vc.b.byteLength, vc);
class K { constructor() { this.k = 1 } get g() { return 2 } }
console.log(structuredClone(new K()), structuredClone(Object.create(null)), structuredClone([1, 'a']));
const tb = new ArrayBuffer(4); const moved = structuredClone(tb, { transfer: [tb] }); console.log(tb.byteLength, moved.byteLength);
console.log(typeof performance.now(), performance.now() >= 0, Math.abs(performance.timeOrigin + performance.now() - Date.now()) < 50);
console.log(new Date(0).toISOString(), Date.UTC(2020, 0, 1), Date.parse('2020-01-01T00:00:00Z'), new Date(2020, 0, 1, 12).getHours(), Math.abs(new Date() - Date.now()) < 50);
console.log(new Date() instanceof Date, Date.prototype.constructor === Date, typeof Date(), Date.length, Date.name, Object.getPrototypeOf(new Date()) === Date.prototype);
class MyDate extends Date { hello() { return 'hi ' + this.getUTCFullYear() } }
console.log(new MyDate(0).hello(), new MyDate() instanceof Date, new MyDate(0));
const order = [];
queueMicrotask(() => order.push('micro'));
Promise.resolve().then(() => order.push('promise'));
setTimeout(() => console.log(order.join(',')), 0);
console.log(Object.prototype.toString.call(crypto), Object.prototype.toString.call(performance));
