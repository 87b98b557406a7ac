const enc = new TextEncoder();
console.log(enc.encoding, enc.encode(), enc.encode('héllo €𝄞'), enc.encode('\ud800x\udc00'), enc.encode(123));
const dest = new Uint8Array(5);
console.log(enc.encodeInto('a€𝄞b', dest), dest);
console.log(enc.encodeInto('héllo', new Uint8Array(10)));
const dec = new TextDecoder();
console.log(dec.encoding, dec.fatal, dec.ignoreBOM, new TextDecoder('UTF8').encoding, new TextDecoder(' utf-8 ').encoding);
console.log(JSON.stringify(dec.decode(enc.encode('héllo €𝄞'))), JSON.stringify(dec.decode()), dec.decode(new Uint8Array([0xef, 0xbb, 0xbf, 0x41])).length);
console.log(JSON.stringify(new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))));
const bad = [[0xff], [0xc0, 0x80], [0xe0, 0x80, 0x80], [0xed, 0xa0, 0x80], [0xf0, 0x9f, 0x98], [0xf4, 0x90, 0x80, 0x80], [0x61, 0xe2, 0x82], [0xe2, 0x82, 0x61, 0x62], [0xc3]];
for (const b of bad) console.log(JSON.stringify(dec.decode(new Uint8Array(b))));
for (const b of bad) { try { new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(b)); console.log('no throw') } catch (e) { console.log(e.name, e.code, e.message) } }
const s = new TextDecoder();
const bytes = enc.encode('€𝄞x');
let out = ''; for (const byte of bytes) out += s.decode(new Uint8Array([byte]), { stream: true }); out += s.decode();
console.log(JSON.stringify(out));
console.log(dec.decode(new Uint8Array([104, 105]).buffer), dec.decode(new DataView(new Uint8Array([0, 104, 105, 0]).buffer, 1, 2)), dec.decode(new Uint16Array([0x6968])));
try { new TextDecoder('nonsense') } catch (e) { console.log(e.name, e.code, e.message) }
try { dec.decode('str') } catch (e) { console.log(e.name) }
const big = 'x'.repeat(20000) + '€'; console.log(dec.decode(enc.encode(big)) === big);
for (const v of ['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar', '\xff\xfe\x00', null, 12]) console.log(JSON.stringify(btoa(v)));
for (const v of ['', 'Zg==', 'Zm8=', 'Zm9v', ' Zm 9v\nYg==\t', 'Zm9vYg', 'Zm9vYmE', 'YW Jj\nZA= =', '/+8=', null]) console.log(JSON.stringify(atob(v)));
for (const v of ['a', 'YQ=', 'Y===', 'YQ==YQ==', 'Y!==', 'é', 'YQ=a', '=YQ', 'YQ===']) { try { console.log(JSON.stringify(atob(v))) } catch (e) { console.log(v, e.name, e.code, e.message, e instanceof DOMException) } }
try { btoa('€') } catch (e) { console.log(e.name, e.code, e.message) }
try { atob() } catch (e) { console.log(e.name, e.message) }
console.log(atob(btoa(String.fromCharCode(...Array.from({ length: 256 }, (_, i) => i)))).length);
