const kit = require('push-test-kit');
beforeEach(() => kit.reset());
