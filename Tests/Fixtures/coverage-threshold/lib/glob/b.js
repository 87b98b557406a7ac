exports.b = (x, y) => x || y || 'none';
