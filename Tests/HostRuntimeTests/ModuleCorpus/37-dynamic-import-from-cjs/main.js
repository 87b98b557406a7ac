async function run() {
  const c = await import('./c.js');
  const e = await import('./e.mjs');
  console.log(c.default.v, c.v, e.default, e.w);
}
run().catch((err) => console.log('failed', err.message));
