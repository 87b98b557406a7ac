// Globals of lazily loaded pieces behave like ordinary globals.
console.log(typeof URL, typeof fetch, typeof TextEncoder, typeof atob, typeof AbortController, typeof Event);
console.log('URL' in globalThis, Object.getOwnPropertyDescriptor(globalThis, 'URL').enumerable);
globalThis.Response = 5;
console.log(Response, typeof Headers, Response);
const d = Object.getOwnPropertyDescriptor(globalThis, 'Headers');
console.log(typeof d.value, d.writable, d.enumerable, d.configurable);
console.log(new Headers([['a', 'b']]).get('a'), new URL('x', 'http://h/').href, btoa('hi'));
