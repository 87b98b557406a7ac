import path from 'path';
import { join, basename } from 'node:path';
import { fixturePath } from '../src/fixtures';

describe('fixture paths', () => {
  it('joins __dirname with the fixture name', () => {
    const file = path.join(__dirname, 'fixtures', 'payload.json');
    expect(file.endsWith('/__tests__/fixtures/payload.json')).toBe(true);
    expect(path.isAbsolute(file)).toBe(true);
    expect(fixturePath('payload.json')).toBe(file);
  });

  it('takes names and extensions apart', () => {
    expect(basename('/a/b/payload.json', '.json')).toBe('payload');
    expect(path.extname('payload.json')).toBe('.json');
    expect(path.dirname('/a/b/payload.json')).toBe('/a/b');
    expect(path.parse('/a/b/c.txt')).toEqual({ root: '/', dir: '/a/b', base: 'c.txt', ext: '.txt', name: 'c' });
  });

  it('normalizes and relates', () => {
    expect(join('a', '..', 'b', './c')).toBe('b/c');
    expect(path.normalize('/a//b/../c/')).toBe('/a/c/');
    expect(path.relative('/data/app/src', '/data/app/__tests__/x.js')).toBe('../__tests__/x.js');
    expect(path.resolve('/root', 'a', '../b')).toBe('/root/b');
    expect(path.sep).toBe('/');
    expect(path.delimiter).toBe(':');
  });

  it('is one module whichever way it is named', () => {
    expect(require('node:path')).toBe(require('path'));
    expect(path.posix.join('x', 'y')).toBe('x/y');
  });
});
