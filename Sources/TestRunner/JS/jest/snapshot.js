// Snapshots as jest-snapshot makes them (docs/testing.md): toMatchSnapshot (hints,
// property matchers), toMatchInlineSnapshot, toThrowErrorMatchingSnapshot and
// toThrowErrorMatchingInlineSnapshot; the `.snap` file in Jest's format
// (`__snapshots__/<file>.snap`: the version header, then `exports[`name 1`] = `…`;`
// in natural key order, values serialized by pretty-format with Jest's snapshot
// options), -u / --ci, obsolete snapshots, and inline snapshots written back into
// the test file. Adds `jest.snapshot` (what the runner calls when the file is done)
// and `jest.snapshotState` (the matcher context's `snapshotState`).
(function (jest) {
  'use strict';
  var natives = jest.natives, F = jest.format, D = jest.diff, E = jest.equality, X = jest.expectState;
  // {update: 'all' | 'new' | 'none', path, format: {escapeString, printBasicPrototype}}
  var config = JSON.parse(natives.snapshotConfig());
  // Jest 29's default snapshotFormat: `{` and `[`, strings unescaped.
  var snapshotFormat = config.format || {};
  var escapeString = snapshotFormat.escapeString === true, printBasicPrototype = snapshotFormat.printBasicPrototype === true;
  var HEADER = '// Jest Snapshot v1, https://goo.gl/fbAQLP';
  var NOT_SNAPSHOT_MATCHERS = 'Snapshot matchers cannot be used with not';

  // MARK: serializing (jest-snapshot's utils.serialize, addExtraLineBreaks, …)

  function normalizeNewlines(s) { return s.replace(/\r\n|\r/g, '\n'); }
  function serialize(v, indent) {
    return normalizeNewlines(F.format(v, { indent: indent === undefined ? 2 : indent, escapeRegex: true, printFunctionName: false, mocks: true,
                                           escapeString: escapeString, printBasicPrototype: printBasicPrototype }));
  }
  function addExtraLineBreaks(s) { return s.indexOf('\n') >= 0 ? '\n' + s + '\n' : s; }
  function removeExtraLineBreaks(s) { return s.length > 2 && s[0] === '\n' && s[s.length - 1] === '\n' ? s.slice(1, -1) : s; }
  function escapeBacktickString(s) { return s.replace(/`|\\|\$\{/g, '\\$&'); }
  function printBacktickString(s) { return '`' + escapeBacktickString(s) + '`'; }
  function deserializeString(s) { return s.slice(1, -1).replace(/\\("|\\)/g, '$1'); }

  // natural-compare, as Jest sorts the keys of a .snap file.
  function naturalCompare(a, b) {
    var i = 0, j = 0, la = a.length, lb = b.length;
    function isDigit(c) { return c >= 48 && c <= 57; }
    while (i < la && j < lb) {
      var ca = a.charCodeAt(i), cb = b.charCodeAt(j);
      if (isDigit(ca) && isDigit(cb)) {
        var si = i, sj = j;
        while (si < la && a.charCodeAt(si) === 48) si++;
        while (sj < lb && b.charCodeAt(sj) === 48) sj++;
        var ei = si, ej = sj;
        while (ei < la && isDigit(a.charCodeAt(ei))) ei++;
        while (ej < lb && isDigit(b.charCodeAt(ej))) ej++;
        var na = a.slice(si, ei), nb = b.slice(sj, ej);
        if (na.length !== nb.length) return na.length - nb.length;
        if (na !== nb) return na < nb ? -1 : 1;
        i = ei; j = ej;
        continue;
      }
      if (ca !== cb) return ca - cb;
      i++; j++;
    }
    return (la - i) - (lb - j);
  }

  // MARK: the file's snapshot state (jest-snapshot's SnapshotState)

  var data = Object.create(null), dirty = false, fileExisted = false, loadError = null;
  var text = natives.readFile(config.path);
  if (typeof text === 'string') {
    fileExisted = true;
    try { new Function('exports', text)(data); } catch (e) { /* as Jest: an unreadable file counts as empty */ }
    if (!/^\/\/ Jest Snapshot v(.+),/.test(text)) {
      if (config.update === 'none') loadError = new Error('Outdated snapshot: No snapshot header found. Jest 19 introduced versioned snapshots to ensure all developers on a project are using the same version of Jest. Please update all snapshots during this upgrade of Jest.');
      else dirty = true;
    }
  }
  var unchecked = new Set(Object.keys(data));
  var counters = new Map(), inline = [];
  var counts = { added: 0, matched: 0, unmatched: 0, updated: 0 };

  function keyToTestName(key) {
    if (!/ \d+$/.test(key)) throw new Error('Snapshot keys must end with a number.');
    return key.replace(/ \d+$/, '');
  }
  function markChecked(testName) {
    unchecked.forEach(function (key) { if (keyToTestName(key) === testName) unchecked.delete(key); });
  }
  function nextCount(testName) {
    var count = (counters.get(testName) || 0) + 1;
    counters.set(testName, count);
    return count;
  }
  function match(testName, received, isInline, inlineSnapshot, error) {
    var count = nextCount(testName);
    var key = testName + ' ' + count;
    if (!(isInline && data[key] !== undefined)) unchecked.delete(key);
    var receivedSerialized = addExtraLineBreaks(serialize(received));
    var expected = isInline ? inlineSnapshot : data[key];
    var pass = expected === receivedSerialized;
    var hasSnapshot = expected !== undefined;
    var persisted = isInline || fileExisted;
    if (pass && !isInline) data[key] = receivedSerialized;
    var update = config.update;
    if ((hasSnapshot && update === 'all') || ((!hasSnapshot || !persisted) && (update === 'new' || update === 'all'))) {
      if (update === 'all') {
        if (!pass) {
          if (hasSnapshot) counts.updated++; else counts.added++;
          add(key, receivedSerialized, isInline, error);
        } else {
          counts.matched++;
        }
      } else {
        add(key, receivedSerialized, isInline, error);
        counts.added++;
      }
      return { pass: true, count: count };
    }
    if (!pass) {
      counts.unmatched++;
      return { pass: false, count: count, actual: removeExtraLineBreaks(receivedSerialized),
               expected: expected !== undefined ? removeExtraLineBreaks(expected) : undefined };
    }
    counts.matched++;
    return { pass: true, count: count };
  }
  function fail(testName) {
    var count = nextCount(testName);
    unchecked.delete(testName + ' ' + count);
    counts.unmatched++;
    return count;
  }
  function add(key, serialized, isInline, error) {
    dirty = true;
    if (isInline) {
      var where = locate(error && error.stack);
      if (!where) throw new Error("Jest: Couldn't infer stack frame for inline snapshot.");
      inline.push({ line: where.line, column: where.column, snapshot: serialized });
    } else {
      data[key] = serialized;
    }
  }
  // The first frame of the stack in the test file.
  function locate(stack) {
    var lines = String(stack || '').split('\n');
    for (var i = 0; i < lines.length; i++) {
      var m = /^(?:.*@)?(.+):(\d+):(\d+)$/.exec(lines[i].trim());
      if (m && m[1] === natives.file) return { line: +m[2], column: +m[3] };
    }
    return null;
  }

  // MARK: the matchers (jest-snapshot's index)

  var utils = X.utils, matcherHint = X.matcherHint;
  function hintFromConfig(c) {
    var options = { isNot: c.context.isNot, promise: c.context.promise };
    var expectedArgument = '';
    if (typeof c.properties === 'object') {
      expectedArgument = 'properties';
      if (typeof c.hint === 'string' && c.hint.length) options.secondArgument = 'hint';
      else if (typeof c.inlineSnapshot === 'string') options.secondArgument = 'snapshot';
    } else if (typeof c.hint === 'string' && c.hint.length) {
      expectedArgument = 'hint';
    } else if (typeof c.inlineSnapshot === 'string') {
      expectedArgument = 'snapshot';
    }
    return matcherHint(c.matcherName, undefined, expectedArgument, options);
  }
  function snapshotName(names, hint, count) {
    names = names || ''; hint = hint || '';
    return 'Snapshot name: `' + escapeBacktickString(names) + (names && hint ? ': ' : '') + escapeBacktickString(hint) + ' ' + count + '`';
  }
  function printSnapshotAndReceived(a, b, received) {
    var options = { aAnnotation: 'Snapshot', bAnnotation: 'Received' };
    if (typeof received === 'string' && a.length >= 2 && a[0] === '"' && a[a.length - 1] === '"' && b === F.format(received) &&
        a.indexOf('\n') < 0 && b.indexOf('\n') < 0) {
      return 'Snapshot: ' + a + '\nReceived: ' + b;
    }
    var diff = D.diff(a, b, options);
    return diff || ('Snapshot: ' + a + '\nReceived: ' + b);
  }
  function deepMerge(target, source) {
    function isObject(v) { return v != null && typeof v === 'object' && !Array.isArray(v); }
    function mergeArray(t, s) {
      var out = Array.from(t);
      s.forEach(function (el, i) {
        if (Array.isArray(t[i])) out[i] = mergeArray(t[i], el);
        else if (isObject(out[i])) out[i] = deepMerge(t[i], el);
        else out[i] = el;
      });
      return out;
    }
    if (isObject(target) && isObject(source)) {
      var out = Object.assign({}, target);
      Object.keys(source).forEach(function (k) {
        if (isObject(source[k]) && !source[k].$$typeof) {
          if (!(k in target)) out[k] = source[k]; else out[k] = deepMerge(target[k], source[k]);
        } else if (Array.isArray(source[k])) {
          out[k] = mergeArray(target[k], source[k]);
        } else {
          out[k] = source[k];
        }
      });
      return out;
    }
    if (Array.isArray(target) && Array.isArray(source)) return mergeArray(target, source);
    return target;
  }
  // expect-utils' getObjectSubset: the received object cut down to the expected keys.
  function subset(object, keys, seen) {
    seen = seen || new WeakMap();
    if (Array.isArray(object) && Array.isArray(keys) && object.length === keys.length) {
      return object.map(function (v, i) { return subset(v, keys[i], seen); });
    }
    if (object instanceof Date || object === null || typeof object !== 'object' || keys === null || typeof keys !== 'object' || Array.isArray(keys)) return object;
    if (E.equals(object, keys, [E.iterableEquality, E.subsetEquality])) return keys;
    var trimmed = {};
    seen.set(object, trimmed);
    Object.keys(keys).filter(function (k) { return Object.prototype.hasOwnProperty.call(object, k); }).forEach(function (k) {
      trimmed[k] = seen.has(object[k]) ? seen.get(object[k]) : subset(object[k], keys[k], seen);
    });
    return Object.keys(trimmed).length > 0 ? trimmed : object;
  }
  function stripAddedIndentation(snapshot) {
    var m = snapshot.match(/^([^\S\n]*)\S/m);
    if (!m || !m[1]) return snapshot;
    var indentation = m[1], lines = snapshot.split('\n');
    if (lines.length <= 2 || lines[0].trim() !== '' || lines[lines.length - 1].trim() !== '') return snapshot;
    for (var i = 1; i < lines.length - 1; i++) {
      if (lines[i] !== '') {
        if (lines[i].indexOf(indentation) !== 0) return snapshot;
        lines[i] = lines[i].substring(indentation.length);
      }
    }
    lines[lines.length - 1] = '';
    return lines.join('\n');
  }
  function matcherError(hint, generic, specific) { var e = new Error(X.matcherErrorMessage(hint, generic, specific)); e.matcherError = true; return e; }

  function toMatchSnapshotImpl(c) {
    var ctx = c.context;
    ctx.dontThrow();
    if (ctx.isNot) throw matcherError(hintFromConfig(c), NOT_SNAPSHOT_MATCHERS);
    if (loadError) throw loadError;
    var testName = ctx.currentTestName || '';
    var fullTestName = testName && c.hint ? testName + ': ' + c.hint : testName;
    var received = c.received;
    if (typeof c.properties === 'object') {
      if (typeof received !== 'object' || received === null) {
        throw matcherError(hintFromConfig(c), 'received value must be an object when the matcher has properties', X.printWithType('Received', received, F.printReceived));
      }
      if (!ctx.equals(received, c.properties, [E.iterableEquality, E.subsetEquality])) {
        var failedCount = fail(fullTestName);
        return { pass: false, name: c.matcherName, message: function () {
          return hintFromConfig(c) + '\n\n' + snapshotName(testName, c.hint, failedCount) + '\n\n' +
            (D.diff(c.properties, subset(received, c.properties), { aAnnotation: 'Expected properties', bAnnotation: 'Received value' }) ||
             'Expected properties: ' + F.printExpected(c.properties) + '\nReceived value:      ' + F.printReceived(received));
        } };
      }
      received = deepMerge(received, c.properties);
    }
    var result = match(fullTestName, received, c.isInline, c.inlineSnapshot, ctx.error);
    if (result.pass) return { pass: true, message: function () { return ''; } };
    return { pass: false, name: c.matcherName, actual: result.actual, expected: result.expected, message: function () {
      if (result.expected === undefined) {
        return hintFromConfig(c) + '\n\n' + snapshotName(testName, c.hint, result.count) + '\n\n' +
          'New snapshot was not written. The update flag must be explicitly passed to write a new snapshot.\n\n' +
          'This is likely because this test is run in a continuous integration (CI) environment in which snapshots are not written by default.\n\n' +
          'Received:' + (result.actual.indexOf('\n') >= 0 ? '\n' : ' ') + result.actual;
      }
      return hintFromConfig(c) + '\n\n' + snapshotName(testName, c.hint, result.count) + '\n\n' +
        printSnapshotAndReceived(result.expected, result.actual, received);
    } };
  }

  function toMatchSnapshot(received, propertiesOrHint, hint) {
    var properties, length = arguments.length;
    if (length === 2 && typeof propertiesOrHint === 'string') {
      hint = propertiesOrHint;
    } else if (length >= 2) {
      if (Array.isArray(propertiesOrHint) || typeof propertiesOrHint !== 'object' || propertiesOrHint === null) {
        var options = { isNot: this.isNot, promise: this.promise };
        var printed = X.printWithType('Expected properties', propertiesOrHint, F.printExpected);
        if (length === 3) {
          options.secondArgument = 'hint';
          if (propertiesOrHint == null) printed += "\n\nTo provide a hint without properties: toMatchSnapshot('hint')";
        }
        throw matcherError(matcherHint('toMatchSnapshot', undefined, 'properties', options), 'Expected properties must be an object', printed);
      }
      properties = propertiesOrHint;
    }
    return toMatchSnapshotImpl({ context: this, hint: hint, isInline: false, matcherName: 'toMatchSnapshot', properties: properties, received: received });
  }
  function toMatchInlineSnapshot(received, propertiesOrSnapshot, inlineSnapshot) {
    var properties, length = arguments.length;
    if (length === 2 && typeof propertiesOrSnapshot === 'string') {
      inlineSnapshot = propertiesOrSnapshot;
    } else if (length >= 2) {
      var options = { isNot: this.isNot, promise: this.promise };
      if (length === 3) options.secondArgument = 'snapshot';
      if (Array.isArray(propertiesOrSnapshot) || typeof propertiesOrSnapshot !== 'object' || propertiesOrSnapshot === null) {
        throw matcherError(matcherHint('toMatchInlineSnapshot', undefined, 'properties', options), 'Expected properties must be an object',
                           X.printWithType('Expected properties', propertiesOrSnapshot, F.printExpected));
      }
      if (length === 3 && typeof inlineSnapshot !== 'string') {
        throw matcherError(matcherHint('toMatchInlineSnapshot', undefined, 'properties', options), 'Inline snapshot must be a string',
                           X.printWithType('Inline snapshot', inlineSnapshot, serialize));
      }
      properties = propertiesOrSnapshot;
    }
    return toMatchSnapshotImpl({ context: this, inlineSnapshot: inlineSnapshot !== undefined ? stripAddedIndentation(inlineSnapshot) : undefined,
                                 isInline: true, matcherName: 'toMatchInlineSnapshot', properties: properties, received: received });
  }
  function throwErrorMatching(c, fromPromise) {
    var ctx = c.context;
    ctx.dontThrow();
    if (!fromPromise && typeof c.received !== 'function') {
      throw matcherError(matcherHint(c.matcherName, undefined, '', { isNot: ctx.isNot, promise: ctx.promise }), 'received value must be a function',
                         X.printWithType('Received', c.received, F.printReceived));
    }
    if (ctx.isNot) throw matcherError(hintFromConfig(c), NOT_SNAPSHOT_MATCHERS);
    var error, threw = false;
    if (fromPromise) { error = c.received; threw = true; }
    else { try { c.received(); } catch (e) { error = e; threw = true; } }
    if (!threw || error === undefined) {
      var e = new Error(hintFromConfig(c) + '\n\nReceived function did not throw');
      e.matcherError = true;
      throw e;
    }
    c.received = error.message;
    return toMatchSnapshotImpl(c);
  }
  function toThrowErrorMatchingSnapshot(received, hint) {
    return throwErrorMatching({ context: this, hint: hint, isInline: false, matcherName: 'toThrowErrorMatchingSnapshot', received: received },
                              this.promise === 'rejects');
  }
  function toThrowErrorMatchingInlineSnapshot(received, inlineSnapshot) {
    if (inlineSnapshot !== undefined && typeof inlineSnapshot !== 'string') {
      throw matcherError(matcherHint('toThrowErrorMatchingInlineSnapshot', undefined, 'snapshot', { isNot: this.isNot, promise: this.promise }),
                         'Inline snapshot must be a string', X.printWithType('Inline snapshot', inlineSnapshot, serialize));
    }
    return throwErrorMatching({ context: this, inlineSnapshot: inlineSnapshot !== undefined ? stripAddedIndentation(inlineSnapshot) : undefined,
                                isInline: true, matcherName: 'toThrowErrorMatchingInlineSnapshot', received: received }, this.promise === 'rejects');
  }
  X.install('toMatchSnapshot', toMatchSnapshot);
  X.install('toMatchInlineSnapshot', toMatchInlineSnapshot);
  X.install('toThrowErrorMatchingSnapshot', toThrowErrorMatchingSnapshot);
  X.install('toThrowErrorMatchingInlineSnapshot', toThrowErrorMatchingInlineSnapshot);

  // MARK: writing inline snapshots back into the test file

  var matcherNames = /\b(toMatchInlineSnapshot|toThrowErrorMatchingInlineSnapshot)\s*\(/g;
  // Skips a string, template literal or comment starting at i; returns the index after it (or i).
  function skip(source, i) {
    var c = source[i];
    if (c === '/' && source[i + 1] === '/') { var nl = source.indexOf('\n', i); return nl < 0 ? source.length : nl; }
    if (c === '/' && source[i + 1] === '*') { var end = source.indexOf('*/', i + 2); return end < 0 ? source.length : end + 2; }
    if (c === '"' || c === "'") {
      i++;
      while (i < source.length && source[i] !== c) { if (source[i] === '\\') i++; i++; }
      return i + 1;
    }
    if (c === '`') {
      i++;
      while (i < source.length && source[i] !== '`') {
        if (source[i] === '\\') { i += 2; continue; }
        if (source[i] === '$' && source[i + 1] === '{') { i = balanced(source, i + 1); continue; }
        i++;
      }
      return i + 1;
    }
    return i;
  }
  // From an opening bracket at i, the index after its closing one.
  function balanced(source, i) {
    var depth = 0;
    while (i < source.length) {
      var next = skip(source, i);
      if (next !== i) { i = next; continue; }
      var c = source[i];
      if (c === '(' || c === '{' || c === '[') depth++;
      else if (c === ')' || c === '}' || c === ']') { depth--; if (depth === 0) return i + 1; }
      i++;
    }
    return -1;
  }
  // The top-level arguments of the call whose `(` is at open: [{start, end}] and the `)`.
  function callArguments(source, open) {
    var args = [], depth = 0, start = open + 1, i = open;
    while (i < source.length) {
      var next = skip(source, i);
      if (next !== i) { i = next; continue; }
      var c = source[i];
      if (c === '(' || c === '{' || c === '[') depth++;
      else if (c === ')' || c === '}' || c === ']') {
        depth--;
        if (depth === 0) { if (source.slice(start, i).trim()) args.push({ start: start, end: i }); return { args: args, close: i }; }
      } else if (c === ',' && depth === 1) { args.push({ start: start, end: i }); start = i + 1; }
      i++;
    }
    return null;
  }
  function lineStarts(source) {
    var starts = [0];
    for (var i = 0; i < source.length; i++) if (source[i] === '\n') starts.push(i + 1);
    return starts;
  }
  // Where the `expect` (or `await expect`) chain of the matcher at `at` begins: its column.
  function chainColumn(source, at, starts) {
    var before = source.lastIndexOf('expect', at);
    if (before < 0) before = at;
    var awaitAt = source.slice(Math.max(0, before - 6), before);
    if (/await\s$/.test(awaitAt)) before = source.lastIndexOf('await', before);
    var line = 0;
    while (line + 1 < starts.length && starts[line + 1] <= before) line++;
    return before - starts[line];
  }
  // prettier's indentation of a snapshot template, as jest-snapshot asks for it.
  function indent(snapshot, numIndents, indentation) {
    var lines = snapshot.split('\n');
    if (lines.length >= 2 && lines[1].indexOf(indentation.repeat(numIndents + 1)) === 0) return snapshot;
    return lines.map(function (line, index) {
      if (index === 0) return line;
      if (index !== lines.length - 1) return line === '' ? line : indentation.repeat(numIndents + 1) + line;
      return indentation.repeat(numIndents) + line;
    }).join('\n');
  }
  function writeInline() {
    var source = natives.readFile(natives.file);
    if (typeof source !== 'string') throw new Error('Jest: cannot read ' + natives.displayFile + ' to write its inline snapshots');
    var starts = lineStarts(source), calls = [], m;
    matcherNames.lastIndex = 0;
    while ((m = matcherNames.exec(source)) !== null) {
      var line = 0;
      while (line + 1 < starts.length && starts[line + 1] <= m.index) line++;
      calls.push({ at: m.index, open: m.index + m[0].length - 1, line: line + 1, column: m.index - starts[line] + 1 });
    }
    var edits = [];
    inline.forEach(function (snap) {
      // The matcher call nearest the stack frame's position.
      var best = null, bestScore = Infinity;
      calls.forEach(function (call) {
        var score = Math.abs(call.line - snap.line) * 100000 + Math.abs(call.column - snap.column);
        if (score < bestScore) { best = call; bestScore = score; }
      });
      if (!best) throw new Error("Jest: Couldn't locate all inline snapshots.");
      if (edits.some(function (e) { return e.call === best; })) throw new Error('Jest: Multiple inline snapshots for the same call are not supported.');
      var parsed = callArguments(source, best.open);
      if (!parsed) throw new Error('Jest: no snapshot insert location found');
      var column = chainColumn(source, best.at, starts);
      var template = '`' + indent(escapeBacktickString(snap.snapshot), Math.ceil(column / 2), '  ') + '`';
      var literal = parsed.args.filter(function (a) { return source.slice(a.start, a.end).trim()[0] === '`'; })[0];
      if (literal) {
        var from = literal.start + (source.slice(literal.start, literal.end).length - source.slice(literal.start, literal.end).replace(/^\s+/, '').length);
        edits.push({ call: best, start: from, end: literal.start + source.slice(literal.start, literal.end).replace(/\s+$/, '').length, text: template });
      } else if (parsed.args.length) {
        var last = parsed.args[parsed.args.length - 1];
        var lastEnd = last.start + source.slice(last.start, last.end).replace(/\s+$/, '').length;
        edits.push({ call: best, start: lastEnd, end: lastEnd, text: ', ' + template });
      } else {
        edits.push({ call: best, start: best.open + 1, end: parsed.close, text: template });
      }
    });
    edits.sort(function (a, b) { return b.start - a.start; });
    var out = source;
    edits.forEach(function (e) { out = out.slice(0, e.start) + e.text + out.slice(e.end); });
    if (out !== source) natives.writeFile(natives.file, out);
  }

  // MARK: the end of the file (jest-circus's _addSnapshotData)

  // `tests`: [{name, status}] (name: describe names and test name joined by spaces).
  // `partial`: --filter left tests out, so what they check is not known: nothing is obsolete.
  function finish(testsJSON, partial) {
    JSON.parse(testsJSON).forEach(function (t) { if (t.status !== 'passed') markChecked(t.name); });
    if (partial) unchecked.clear();
    var uncheckedKeys = Array.from(unchecked).sort(naturalCompare);
    var uncheckedCount = uncheckedKeys.length;
    if (uncheckedCount && config.update === 'all') {
      dirty = true;
      unchecked.forEach(function (key) { delete data[key]; });
      unchecked.clear();
    }
    var keys = Object.keys(data);
    var deleted = false, error = null;
    try {
      if ((dirty || unchecked.size) && (keys.length || inline.length)) {
        if (keys.length) {
          natives.writeFile(config.path, HEADER + '\n\n' + keys.sort(naturalCompare).map(function (key) {
            return 'exports[' + printBacktickString(key) + '] = ' + printBacktickString(normalizeNewlines(data[key])) + ';';
          }).join('\n\n') + '\n');
        }
        if (inline.length) writeInline();
      } else if (!keys.length && fileExisted) {
        if (config.update === 'all') natives.removeFile(config.path);
        deleted = true;
      }
    } catch (e) {
      error = String(e && e.message || e);
    }
    return JSON.stringify({ added: counts.added, matched: counts.matched, unmatched: counts.unmatched, updated: counts.updated,
                            unchecked: deleted ? 0 : uncheckedCount, uncheckedKeys: deleted ? [] : uncheckedKeys,
                            fileDeleted: deleted, error: error });
  }

  jest.snapshotState = { match: match, fail: fail, get added() { return counts.added; } };
  jest.snapshot = { finish: finish, serialize: serialize };
})
