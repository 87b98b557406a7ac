const EventEmitter = require('events');
const { once } = require('node:events');
const { NotificationBus } = require('../src/notification-bus');
const { encodeBody } = require('../src/payload');

describe('NotificationBus', () => {
  let bus;
  beforeEach(() => {
    bus = new NotificationBus();
  });

  it('is an EventEmitter', () => {
    expect(bus).toBeInstanceOf(EventEmitter);
    expect(require('events').EventEmitter).toBe(EventEmitter);
  });

  it('is Node\'s events, not the copy in node_modules', () => {
    expect(EventEmitter.installedCopy).toBeUndefined();
    expect(typeof EventEmitter.once).toBe('function');
  });

  it('emits each decoded notification to every listener', () => {
    const first = jest.fn();
    const second = jest.fn();
    bus.on('notification', first);
    bus.on('notification', second);
    bus.receive({ data: { body: encodeBody({ title: 'Hi' }) } });
    expect(first).toHaveBeenCalledWith({ title: 'Hi' });
    expect(second).toHaveBeenCalledTimes(1);
    expect(bus.listenerCount('notification')).toBe(2);
  });

  it('emits a category event once', () => {
    const onOrder = jest.fn();
    bus.once('category:order', onOrder);
    bus.receive({ data: { body: encodeBody({ category: 'order' }) } });
    bus.receive({ data: { body: encodeBody({ category: 'order' }) } });
    expect(onOrder).toHaveBeenCalledTimes(1);
  });

  it('throws a bad payload when nobody listens for errors', () => {
    // Jest's core events lives in another realm and wraps it ("Unhandled error. (TypeError: …)").
    expect(() => bus.receive({ data: { body: 42 } })).toThrow('message.data.body must be a base64 string');
  });

  it('hands the error to an error listener', () => {
    const onError = jest.fn();
    bus.on('error', onError);
    bus.receive({ data: {} });
    expect(onError.mock.calls[0][0].message).toMatch('base64 string');
  });

  it('awaits the next notification with events.once', async () => {
    const next = once(bus, 'notification');
    bus.receive({ data: { body: encodeBody({ title: 'Later' }) } });
    await expect(next).resolves.toEqual([{ title: 'Later' }]);
  });

  it('stops calling a removed listener', () => {
    const listener = jest.fn();
    bus.on('notification', listener);
    bus.off('notification', listener);
    bus.receive({ data: { body: encodeBody({}) } });
    expect(listener).not.toHaveBeenCalled();
  });
});
