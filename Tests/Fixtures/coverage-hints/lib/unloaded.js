exports.unloaded = () => 1;
