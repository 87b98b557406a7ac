// The team's own setup runs after the preset's: the preset's globals are there.
global.setupSawDev = __DEV__;
