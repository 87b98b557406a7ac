// setupFiles: runs before each test file.
global.APP_NAME = 'Notifier';
global.setupCount = (global.setupCount || 0) + 1;
