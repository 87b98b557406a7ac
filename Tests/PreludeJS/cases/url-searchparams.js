const p = new URLSearchParams('?a=1&b=2&a=3&c=%20x+y&d&=e&&f=%zz&g=%E2%82%AC&h=%FF');
console.log(p.toString(), p.size, p.get('a'), p.getAll('a'), p.get('zz'), p.has('b'), p.has('a', '3'), p.has('a', '9'));
console.log([...p], [...p.keys()], [...p.values()]);
p.forEach(function (v, k, o) { console.log(k, v, o === p, this.t); }, { t: 'this' });
p.delete('a', '1'); console.log(p.toString());
p.set('b', 'new'); p.set('new', 'x y'); console.log(p.toString());
p.sort(); console.log(p.toString());
console.log(new URLSearchParams({ x: 1, y: 'two', 'sp ace': 'ü€' }).toString());
console.log(new URLSearchParams([['a', 'b'], ['c', 'd']]).toString(), new URLSearchParams(new Map([['m', 'n']])).toString());
console.log(new URLSearchParams(new URLSearchParams('q=1')).toString(), new URLSearchParams('').toString(), new URLSearchParams('?').size);
console.log(new URLSearchParams({ '!*\'()~-._': '!*\'()~-._' }).toString());
for (const bad of [[['a']], [['a', 'b', 'c']], [1]]) { try { new URLSearchParams(bad) } catch (e) { console.log(e.name, e.message) } }
const it = new URLSearchParams('a=1&b=2').entries(); console.log(it.next(), [...it], it.next());
console.log(typeof p[Symbol.iterator], p[Symbol.iterator] === p.entries, Object.prototype.toString.call(p));
console.log(new URLSearchParams('a=\ud800').get('a').length, new URLSearchParams([['\ud800', 'x']]).toString());
const sorting = new URLSearchParams('z=1&a=2&\ufffd=3&\u{1F600}=4&a=1'); sorting.sort(); console.log([...sorting.keys()]);
console.log(new URLSearchParams('a=1&a=2&b=3'));
console.log(new URL('https://example.com/?q=search+term&lang=en').searchParams.get('q'));
try { p.append('x') } catch (e) { console.log(e.name, e.message) }
