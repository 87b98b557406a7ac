import('./nope.mjs').then(() => console.log('loaded?'), (e) => console.log('rejected:', e instanceof Error, e.message.includes('nope.mjs')));
