import { decodeBody, encodeBody, actionToken } from '../src/payload';

const shipped = { data: { body: 'eyJ0aXRsZSI6Ik9yZGVyIHNoaXBwZWQiLCJjYXRlZ29yeSI6Im9yZGVyIn0=' } };

describe('base64 payloads', () => {
  it('decodes the body a provider sent', () => {
    expect(decodeBody(shipped)).toEqual({ title: 'Order shipped', category: 'order' });
  });

  it('round-trips emoji and accents through base64', () => {
    const body = { title: 'Café ☕ prêt 🎉' };
    expect(decodeBody({ data: { body: encodeBody(body) } })).toEqual(body);
  });

  it('rejects a body that is not a string', () => {
    expect(() => decodeBody({ data: {} })).toThrow('message.data.body must be a base64 string');
  });

  it('makes hex action tokens', () => {
    expect(actionToken('accept')).toBe('616374696f6e3a616363657074');
  });
});

describe('the Buffer global', () => {
  test('is the buffer module\'s Buffer', () => {
    expect(Buffer).toBe(require('buffer').Buffer);
    expect(require('node:buffer').Buffer).toBe(Buffer);
  });

  test('decodes base64 straight from a test', () => {
    expect(Buffer.from('aGk=', 'base64').toString()).toBe('hi');
    expect(Buffer.isBuffer(Buffer.from('x'))).toBe(true);
    expect(Buffer.from([1, 2, 3])).toBeInstanceOf(Uint8Array);
  });

  test('counts bytes, not characters', () => {
    expect(Buffer.byteLength('🎉')).toBe(4);
    expect(Buffer.from('é').length).toBe(2);
  });

  test('reads binary fields a payload packs', () => {
    const packed = Buffer.alloc(6);
    packed.writeUInt32BE(0xdeadbeef, 0);
    packed.writeUInt16LE(513, 4);
    expect(packed.toString('hex')).toBe('deadbeef0102');
    expect(packed.readUInt32BE(0)).toBe(0xdeadbeef);
    expect(Buffer.concat([Buffer.from('ab'), Buffer.from('cd')]).toString()).toBe('abcd');
    expect(Buffer.compare(Buffer.from('a'), Buffer.from('b'))).toBe(-1);
  });

  test('equal buffers are equal to toEqual', () => {
    expect(Buffer.from('same')).toEqual(Buffer.from('same'));
    expect(Buffer.from('same')).not.toEqual(Buffer.from('other'));
  });
});
