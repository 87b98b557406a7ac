// jest-diff's output for the values Jest diffs (objects, arrays, Maps, Sets, strings
// with newlines): `- Expected  - N` / `+ Received  + M`, then the lines of both sides'
// indented pretty-format forms, common lines indented by two spaces, changed ones
// marked `-` / `+`, and only 5 lines of context around changes (`@@ … @@` hunks).
// Adds `jest.diff = {diff, printDiffOrStringify, isLineDiffable}`.
(function (jest) {
  'use strict';
  var format = jest.format;
  var NO_DIFF = 'Compared values have no visual difference.';
  var CONTEXT = 5;

  function getType(v) {
    if (v === undefined) return 'undefined';
    if (v === null) return 'null';
    if (Array.isArray(v)) return 'array';
    var t = typeof v;
    if (t === 'boolean' || t === 'function' || t === 'number' || t === 'string' || t === 'symbol' || t === 'bigint') return t;
    if (v.constructor === RegExp) return 'regexp';
    if (v.constructor === Map) return 'map';
    if (v.constructor === Set) return 'set';
    if (v.constructor === Date) return 'date';
    return 'object';
  }
  function isPrimitive(v) { return Object(v) !== v; }

  // Longest common subsequence over the comparison lines; returns ops [' '|'-'|'+', aIndex, bIndex].
  function lineOps(aCompare, bCompare) {
    var n = aCompare.length, m = bCompare.length;
    var start = 0;
    while (start < n && start < m && aCompare[start] === bCompare[start]) start++;
    var endA = n, endB = m;
    while (endA > start && endB > start && aCompare[endA - 1] === bCompare[endB - 1]) { endA--; endB--; }
    var ops = [], i, j;
    for (i = 0; i < start; i++) ops.push([' ', i, i]);
    var rows = endA - start, cols = endB - start;
    if (rows * cols > 4000000) {
      for (i = start; i < endA; i++) ops.push(['-', i, -1]);
      for (j = start; j < endB; j++) ops.push(['+', -1, j]);
    } else {
      var table = [];
      for (i = 0; i <= rows; i++) table.push(new Int32Array(cols + 1));
      for (i = rows - 1; i >= 0; i--) for (j = cols - 1; j >= 0; j--) {
        table[i][j] = aCompare[start + i] === bCompare[start + j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
      }
      i = 0; j = 0;
      var dels = [], ins = [];
      function flush() { dels.forEach(function (d) { ops.push(d); }); ins.forEach(function (d) { ops.push(d); }); dels = []; ins = []; }
      while (i < rows && j < cols) {
        if (aCompare[start + i] === bCompare[start + j]) { flush(); ops.push([' ', start + i, start + j]); i++; j++; }
        else if (table[i + 1][j] >= table[i][j + 1]) { dels.push(['-', start + i, -1]); i++; }
        else { ins.push(['+', -1, start + j]); j++; }
      }
      while (i < rows) { dels.push(['-', start + i, -1]); i++; }
      while (j < cols) { ins.push(['+', -1, start + j]); j++; }
      flush();
    }
    for (i = endA, j = endB; i < n; i++, j++) ops.push([' ', i, j]);
    return ops;
  }

  function line(indicator, text) {
    if (text.length) return indicator + ' ' + text;
    return indicator !== ' ' ? indicator : '';
  }
  function annotation(aLabel, bLabel, aCount, bCount) {
    var ac = String(aCount), bc = String(bCount);
    var labelDiff = bLabel.length - aLabel.length, countDiff = bc.length - ac.length;
    var aRest = ' '.repeat(Math.max(0, labelDiff)) + '  - ' + ' '.repeat(Math.max(0, countDiff)) + ac;
    var bRest = ' '.repeat(Math.max(0, -labelDiff)) + '  + ' + ' '.repeat(Math.max(0, -countDiff)) + bc;
    return '- ' + aLabel + aRest + '\n+ ' + bLabel + bRest + '\n\n';
  }

  function diffLines(aDisplay, bDisplay, aCompare, bCompare, options) {
    var ops = lineOps(aCompare, bCompare);
    var lines = ops.map(function (op) {
      if (op[0] === ' ') return [' ', bDisplay[op[2]], op[1], op[2]];
      if (op[0] === '-') return ['-', aDisplay[op[1]]];
      return ['+', bDisplay[op[2]]];
    });
    var aCount = lines.filter(function (l) { return l[0] === '-'; }).length;
    var bCount = lines.filter(function (l) { return l[0] === '+'; }).length;
    var head = annotation(options.aAnnotation || 'Expected', options.bAnnotation || 'Received', aCount, bCount);
    if (options.expand) return head + lines.map(function (l) { return line(l[0], l[1]); }).join('\n');
    // Hunks: changes with up to CONTEXT common lines around them.
    var keep = new Array(lines.length).fill(false);
    lines.forEach(function (l, index) {
      if (l[0] === ' ') return;
      for (var k = Math.max(0, index - CONTEXT); k <= Math.min(lines.length - 1, index + CONTEXT); k++) keep[k] = true;
    });
    if (keep.every(Boolean)) return head + lines.map(function (l) { return line(l[0], l[1]); }).join('\n');
    var out = [], index = 0;
    var aLine = 0, bLine = 0;
    var positions = lines.map(function (l) {
      var p = [aLine, bLine];
      if (l[0] !== '+') aLine++;
      if (l[0] !== '-') bLine++;
      return p;
    });
    while (index < lines.length) {
      if (!keep[index]) { index++; continue; }
      var end = index;
      while (end < lines.length && keep[end]) end++;
      var chunk = lines.slice(index, end);
      var aLen = chunk.filter(function (l) { return l[0] !== '+'; }).length;
      var bLen = chunk.filter(function (l) { return l[0] !== '-'; }).length;
      out.push('@@ -' + (positions[index][0] + 1) + ',' + aLen + ' +' + (positions[index][1] + 1) + ',' + bLen + ' @@');
      chunk.forEach(function (l) { out.push(line(l[0], l[1])); });
      index = end;
    }
    return head + out.join('\n');
  }

  function diff(a, b, options) {
    options = options || {};
    if (Object.is(a, b)) return NO_DIFF;
    var aType = getType(a);
    if (aType !== getType(b)) return null;
    if (aType === 'string') {
      var al = a.split('\n'), bl = b.split('\n');
      return diffLines(al, bl, al, bl, options);
    }
    if (isPrimitive(a) || aType === 'function' || aType === 'regexp' || aType === 'date') return null;
    var aCompare = format.format(a, { min: false, indentZero: true }).split('\n').map(function (s) { return s.trim(); });
    var bCompare = format.format(b, { min: false, indentZero: true }).split('\n').map(function (s) { return s.trim(); });
    if (aCompare.join('\n') === bCompare.join('\n')) return NO_DIFF;
    return diffLines(format.pretty(a).split('\n'), format.pretty(b).split('\n'), aCompare, bCompare, options);
  }

  function isLineDiffable(expected, received) {
    var et = getType(expected), rt = getType(received);
    if (et !== rt) return false;
    if (isPrimitive(expected)) return typeof expected === 'string' && typeof received === 'string' && (expected.indexOf('\n') >= 0 || received.indexOf('\n') >= 0);
    if (et === 'date' || et === 'function' || et === 'regexp') return false;
    if (expected instanceof Error && received instanceof Error) return false;
    if (rt === 'object' && typeof received.asymmetricMatch === 'function') return false;
    return true;
  }

  // Puts the expected side's asymmetric matchers into the received side where they match,
  // so the diff shows no change there (jest-matcher-utils' replaceMatchedToAsymmetricMatcher).
  function replaceMatched(expected, received, seenE, seenR) {
    var isObj = function (v) { return v !== null && typeof v === 'object'; };
    if (!isObj(expected) || !isObj(received) || seenE.indexOf(expected) >= 0 || seenR.indexOf(received) >= 0) {
      return { e: expected, r: received };
    }
    seenE = seenE.concat([expected]); seenR = seenR.concat([received]);
    var proto = function (v) { return Array.isArray(v) ? [] : Object.create(Object.getPrototypeOf(v)); };
    if (getType(expected) !== 'object' && getType(expected) !== 'array') return { e: expected, r: received };
    if (getType(received) !== getType(expected)) return { e: expected, r: received };
    var e2 = proto(expected), r2 = proto(received);
    Object.keys(expected).forEach(function (k) { e2[k] = expected[k]; });
    Object.keys(received).forEach(function (k) { r2[k] = received[k]; });
    Object.keys(e2).forEach(function (k) {
      var ev = e2[k], rv = r2[k];
      if (format.isAsymmetric(ev)) {
        if (ev.asymmetricMatch(rv)) r2[k] = ev;
      } else if (format.isAsymmetric(rv)) {
        if (rv.asymmetricMatch(ev)) e2[k] = rv;
      } else if (isObj(ev) && isObj(rv)) {
        var inner = replaceMatched(ev, rv, seenE, seenR);
        e2[k] = inner.e; r2[k] = inner.r;
      }
    });
    return { e: e2, r: r2 };
  }

  function labelPrinter(labels) {
    var width = Math.max.apply(null, labels.map(function (l) { return l.length; }));
    return function (label) { return label + ': ' + ' '.repeat(width - label.length); };
  }

  function printDiffOrStringify(expected, received, expectedLabel, receivedLabel, expand) {
    expectedLabel = expectedLabel || 'Expected'; receivedLabel = receivedLabel || 'Received';
    var printLabel = labelPrinter([expectedLabel, receivedLabel]);
    if (typeof expected === 'string' && typeof received === 'string' && expected.length && received.length &&
        expected.length <= 20000 && received.length <= 20000 && expected !== received) {
      if (expected.indexOf('\n') >= 0 || received.indexOf('\n') >= 0) {
        return diff(expected, received, { aAnnotation: expectedLabel, bAnnotation: receivedLabel, expand: expand });
      }
      return printLabel(expectedLabel) + format.printExpected(expected) + '\n' + printLabel(receivedLabel) + format.printReceived(received);
    }
    if (isLineDiffable(expected, received)) {
      var replaced = replaceMatched(expected, received, [], []);
      var difference = diff(replaced.e, replaced.r, { aAnnotation: expectedLabel, bAnnotation: receivedLabel, expand: expand });
      if (typeof difference === 'string' && difference.indexOf('- ' + expectedLabel) >= 0 && difference.indexOf('+ ' + receivedLabel) >= 0) return difference;
    }
    return printLabel(expectedLabel) + format.printExpected(expected) + '\n' + printLabel(receivedLabel) +
      (format.stringify(expected) === format.stringify(received) ? 'serializes to the same string' : format.printReceived(received));
  }

  jest.diff = { diff: diff, printDiffOrStringify: printDiffOrStringify, isLineDiffable: isLineDiffable, getType: getType, labelPrinter: labelPrinter };
})
