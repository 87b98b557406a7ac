module.exports = (title) => `[${title}]`;
