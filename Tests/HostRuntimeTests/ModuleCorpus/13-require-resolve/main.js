const last = (p) => p.split('/').slice(-2).join('/');
console.log(last(require.resolve('./a')));
console.log(last(require.resolve('./dir')));
console.log(last(require.resolve('pkg')));
try { require.resolve('./nope'); } catch (e) { console.log('not found'); }
