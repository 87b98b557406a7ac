console.log(new URL('http://a/^{}|`"<> x?q=^{}\'"<>`#h^{}`"<> '));
console.log(new URLSearchParams('a=1&b=2'), new URLSearchParams(), new URL('mailto:x@y').searchParams);
try { new URL('foo') } catch (e) { console.log(e) }
try { new URLSearchParams([[1]]) } catch (e) { console.log(e.name, e.code, e.message) }
console.log([new URL('http://a')]);
console.log(new URL('http://münchen.de/').host, new URL('http://EXAMPLE.com./').host, new URL('http://0x7f.1/').host, new URL('http://[::1]:80/').host, new URL('http://[1:0:0:0:0:0:0:1]/').host);
const u = new URL('https://example.com/a?x=1'); const it = u.searchParams.keys(); console.log(it, Object.prototype.toString.call(it));
console.log(typeof URL.parse, URL.canParse('x:'), String(new URL('blob:https://a.com/uuid').origin));
