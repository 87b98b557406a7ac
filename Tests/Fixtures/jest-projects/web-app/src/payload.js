function buildPayload(title, tag) {
  return { notification: { title, tag } };
}

module.exports = { buildPayload };
