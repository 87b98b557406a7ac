module.exports = 'plain';
