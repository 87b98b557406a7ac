const events = [];

module.exports = {
  track: jest.fn((name, props) => {
    events.push(name);
    console.log(`[analytics mock] ${name} ${JSON.stringify(props)}`);
  }),
  __events: events,
};
