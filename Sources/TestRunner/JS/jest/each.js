// jest-each: `test.each` / `describe.each` tables (rows of arguments, objects with
// `$name` titles, tagged template tables) and their title formatting
// (%s %d %i %f %j %o %O %p %# %%). Adds `jest.each(register, supportsDone)`.
(function (jest) {
  'use strict';
  var F = jest.format;
  function inspect(value, options) { return jest.natives.prelude.inspect(value, options); }

  function pretty(v) { return F.format(v, { min: true, maxDepth: 1 }); }
  function isPrimitive(v) { return Object(v) !== v; }

  // Node's util.format for one placeholder.
  function formatOne(placeholder, value) {
    switch (placeholder) {
      case '%s':
        if (typeof value === 'bigint') return value + 'n';
        if (Object.is(value, -0)) return '-0';
        if (typeof value === 'symbol') return String(value);
        if (value !== null && typeof value === 'object') return inspect(value, { depth: 0, colors: false, compact: 3 });
        return String(value);
      case '%d': {
        if (typeof value === 'bigint') return value + 'n';
        if (typeof value === 'symbol') return 'NaN';
        var n = Number(value);
        return Object.is(n, -0) ? '-0' : String(n);
      }
      case '%i': {
        if (typeof value === 'bigint') return value + 'n';
        if (typeof value === 'symbol') return 'NaN';
        return String(parseInt(value));
      }
      case '%f': return typeof value === 'symbol' ? 'NaN' : String(parseFloat(value));
      case '%j': try { return JSON.stringify(value); } catch (e) { return '[Circular]'; }
      case '%o': return inspect(value, { showHidden: true, depth: 4 });
      case '%O': return inspect(value);
    }
    return placeholder;
  }

  var ESCAPE = '@@__JEST_EACH_PLACEHOLDER_ESCAPE__@@';
  function formatArrayTitle(title, row, index) {
    var formatted = title.replace(/%%/g, ESCAPE).replace(/%#/g, String(index)).replace(/%\$/g, String(index + 1));
    row.forEach(function (value) {
      var m = /%[sdifjoOp]/.exec(formatted);
      if (!m) return;
      var text = m[0] === '%p' ? pretty(value) : formatOne(m[0], value);
      if (typeof text === 'string') text = text.replace(/%/g, ESCAPE);
      formatted = formatted.slice(0, m.index) + text + formatted.slice(m.index + 2);
    });
    return formatted.split(ESCAPE).join('%').replace(new RegExp(ESCAPE.replace(/[@_]/g, '\\$&'), 'g'), '%');
  }
  function getPath(o, path) {
    for (var i = 0; i < path.length; i++) { if (o == null) return undefined; o = o[path[i]]; }
    return o;
  }
  function formatObjectTitle(title, row, index) {
    var keys = Object.keys(row);
    var out = title;
    if (keys.length) {
      var re = new RegExp('\\$(' + keys.map(function (k) { return k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'); }).join('|') + ')[.\\w]*', 'g');
      out = out.replace(re, function (match) {
        var value = getPath(row, match.slice(1).split('.'));
        return isPrimitive(value) ? String(value) : pretty(value);
      });
    }
    return out.replace('$#', String(index));
  }

  function tableRows(args) {
    var table = args[0];
    if (Array.isArray(table) && Array.isArray(table.raw) && args.length >= 1 && table.length && typeof table[0] === 'string' && Object.isFrozen(table)) {
      // tagged template: headings | a | b, then the values
      var headings = table[0].split('|').map(function (h) { return h.trim(); }).filter(function (h) { return h.length; });
      var values = args.slice(1);
      if (!headings.length) throw new Error('Error: `.each` called with a Tagged Template Literal with no headings.');
      if (values.length % headings.length !== 0) {
        throw new Error('Not enough arguments supplied for given headings:\n' + headings.join(' | ') + '\n\nReceived:\n' + pretty(values) +
                        '\n\nMissing ' + (headings.length - values.length % headings.length) + ' argument' + (headings.length - values.length % headings.length === 1 ? '' : 's'));
      }
      var rows = [];
      for (var i = 0; i < values.length; i += headings.length) {
        var row = {};
        headings.forEach(function (h, j) { row[h] = values[i + j]; });
        rows.push({ object: row });
      }
      return rows;
    }
    if (!Array.isArray(table)) {
      throw new Error('`.each` must be called with an Array or Tagged Template Literal.\n\nInstead was called with: ' + pretty(table) + '\n');
    }
    if (table.length === 0) throw new Error('Error: `.each` called with an empty Array of table data.\n');
    var allArrays = table.every(Array.isArray);
    return table.map(function (row) {
      if (allArrays) return { args: row };
      if (row !== null && typeof row === 'object' && !Array.isArray(row)) return { object: row };
      return { args: [row] };
    });
  }

  // `register(title, fn, timeout)` is test/it/describe (in any of their modes).
  function each(register, supportsDone) {
    return function () {
      var rows = tableRows(Array.prototype.slice.call(arguments));
      return function (title, fn, timeout) {
        title = String(title);
        rows.forEach(function (row, index) {
          var params = row.object ? [row.object] : row.args;
          var name = row.object ? formatObjectTitle(title, row.object, index) : formatArrayTitle(title, row.args, index);
          var bound;
          if (typeof fn !== 'function') bound = fn;
          else if (supportsDone && params.length < fn.length) bound = function (done) { return fn.apply(this, params.concat([done])); };
          else bound = function () { return fn.apply(this, params); };
          register(name, bound, timeout);
        });
      };
    };
  }
  jest.each = each;
})
