module.exports = 'android';
