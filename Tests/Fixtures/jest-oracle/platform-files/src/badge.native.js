module.exports = 'native';
