const a = require('dual');
import('dual').then((ns) => console.log(a.kind, ns.kind));
