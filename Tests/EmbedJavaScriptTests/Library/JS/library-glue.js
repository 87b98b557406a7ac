// EmbeddedJS.libraryGlue: a JS/ folder below a subfolder of the target
