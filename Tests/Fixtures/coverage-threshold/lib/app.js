function greet(name) {
  if (!name) {
    return 'Hello, stranger';
  }
  return `Hello, ${name}`;
}

function unused() {
  return 'never';
}

function alsoUnused() {
  return 'never either';
}

module.exports = { greet, unused, alsoUnused };
