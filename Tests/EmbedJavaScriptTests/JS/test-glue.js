// EmbeddedJS.testGlue
