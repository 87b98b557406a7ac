console.log(require('./sub/deep/inner.js').msg);
