console.log('before require');
require('./lib/nope');
