// a nested file: EmbeddedJS.cordovaPlugins
module.exports = {};
