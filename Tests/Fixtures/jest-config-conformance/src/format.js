exports.title = (n) => `${n.title} (${n.count})`;
