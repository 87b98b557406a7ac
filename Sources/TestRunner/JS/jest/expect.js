// `expect` as Jest has it (the behaviour of the `expect` package, reimplemented):
// the matchers with Jest's failure messages, the mock matchers, asymmetric
// matchers (also under expect.not), expect.extend, expect.assertions /
// hasAssertions, .resolves / .rejects, and the matcher context (this.equals,
// this.isNot, this.promise, this.utils). Adds `jest.expect` and `jest.expectState`.
(function (jest) {
  'use strict';
  var F = jest.format, D = jest.diff, E = jest.equality;
  var equals = E.equals, iterableEquality = E.iterableEquality, subsetEquality = E.subsetEquality;
  var printReceived = F.printReceived, printExpected = F.printExpected, stringify = F.stringify;
  var strictTesters = [iterableEquality, E.typeEquality, E.sparseArrayEquality, E.arrayBufferEquality];
  var customTesters = [];
  var state = { assertionCalls: 0, expectedAssertionsNumber: null, expectedAssertionsNumberError: null,
                isExpectingAssertions: false, isExpectingAssertionsError: null, suppressedErrors: [], currentTestName: undefined,
                testPath: jest.natives.file };
  function id(s) { return s; }

  // MARK: messages

  function matcherHint(name, received, expected, options) {
    received = received === undefined ? 'received' : received;
    expected = expected === undefined ? 'expected' : expected;
    options = options || {};
    var comment = options.comment || '', isNot = !!options.isNot, promise = options.promise || '';
    var hint = '', dim = 'expect';
    if (!options.isDirectExpectCall && received !== '') { hint += dim + '(' + received; dim = ')'; }
    if (promise !== '') { hint += dim + '.' + promise; dim = ''; }
    if (isNot) { hint += dim + '.not'; dim = ''; }
    if (name.indexOf('.') >= 0) dim += name;
    else { hint += dim + '.' + name; dim = ''; }
    if (expected === '') dim += '()';
    else {
      hint += dim + '(' + expected;
      if (options.secondArgument) hint += ', ' + options.secondArgument;
      dim = ')';
    }
    if (comment !== '') dim += ' // ' + comment;
    if (dim !== '') hint += dim;
    return hint;
  }
  function matcherErrorMessage(hint, generic, specific) {
    return hint + '\n\nMatcher error: ' + generic + (specific ? '\n\n' + specific : '');
  }
  function printWithType(name, value, print) {
    var type = D.getType(value);
    var hasType = type !== 'null' && type !== 'undefined' ? name + ' has type:  ' + type + '\n' : '';
    return hasType + name + ' has value: ' + print(value);
  }
  function MatcherError(message) {
    var e = new Error(message);
    e.matcherError = true;
    return e;
  }
  function ensureNoExpected(expected, name, options) {
    if (typeof expected !== 'undefined') {
      var hint = (options ? '' : '[.not]') + name;
      throw MatcherError(matcherErrorMessage(matcherHint(hint, undefined, '', options), 'this matcher must not have an expected argument', printWithType('Expected', expected, printExpected)));
    }
  }
  function isNumberLike(v) { return typeof v === 'number' || typeof v === 'bigint'; }
  function ensureNumbers(actual, expected, name, options) {
    if (!isNumberLike(actual)) throw MatcherError(matcherErrorMessage(matcherHint(name, undefined, undefined, options), 'received value must be a number or bigint', printWithType('Received', actual, printReceived)));
    if (!isNumberLike(expected)) throw MatcherError(matcherErrorMessage(matcherHint(name, undefined, undefined, options), 'expected value must be a number or bigint', printWithType('Expected', expected, printExpected)));
  }
  var numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen'];
  function pluralize(word, count) { return (numberWords[count] || count) + ' ' + word + (count === 1 ? '' : 's'); }
  function printDiff(expected, received, expand) { return D.printDiffOrStringify(expected, received, 'Expected', 'Received', expand); }

  var utils = {
    EXPECTED_COLOR: id, RECEIVED_COLOR: id, INVERTED_COLOR: id, BOLD_WEIGHT: id, DIM_COLOR: id, SUGGEST_TO_CONTAIN_EQUAL: '',
    matcherHint: matcherHint, matcherErrorMessage: matcherErrorMessage, printWithType: printWithType,
    printReceived: printReceived, printExpected: printExpected, stringify: stringify,
    diff: function (a, b, options) { return D.diff(a, b, options); }, printDiffOrStringify: D.printDiffOrStringify,
    ensureNoExpected: ensureNoExpected, ensureNumbers: ensureNumbers, pluralize: pluralize, getLabelPrinter: function () { return D.labelPrinter(Array.prototype.slice.call(arguments)); },
    iterableEquality: iterableEquality, subsetEquality: subsetEquality, equals: equals
  };

  // MARK: asymmetric matchers

  function AsymmetricMatcher(sample, inverse) { this.$$typeof = F.ASYMMETRIC; this.sample = sample; this.inverse = !!inverse; }
  AsymmetricMatcher.prototype.getMatcherContext = function () {
    return { customTesters: customTesters, dontThrow: function () {}, equals: equals, isNot: this.inverse, utils: utils,
             assertionCalls: state.assertionCalls, currentTestName: state.currentTestName, testPath: state.testPath };
  };
  function defineMatcher(name, init, match, describe, expectedType) {
    function Matcher(sample, inverse) { AsymmetricMatcher.call(this, sample, inverse); if (init) init.call(this); }
    Matcher.prototype = Object.create(AsymmetricMatcher.prototype);
    Object.defineProperty(Matcher, 'name', { value: name });
    Matcher.prototype.constructor = Matcher;
    Matcher.prototype.asymmetricMatch = match;
    Matcher.prototype.toString = describe;
    Matcher.prototype.getExpectedType = function () { return expectedType; };
    return Matcher;
  }
  function fnNameFor(f) {
    if (f.name) return f.name;
    var m = Function.prototype.toString.call(f).match(/^(?:async)?\s*function\s*\*?\s*([\w$]+)\s*\(/);
    return m ? m[1] : '<anonymous>';
  }
  var Any = defineMatcher('Any', function () {
    if (typeof this.sample === 'undefined') throw new TypeError('any() expects to be passed a constructor function. Please pass one or use anything() to match any object.');
  }, function (other) {
    var s = this.sample;
    if (s == String) return typeof other == 'string' || other instanceof String;
    if (s == Number) return typeof other == 'number' || other instanceof Number;
    if (s == Function) return typeof other == 'function' || other instanceof Function;
    if (s == Boolean) return typeof other == 'boolean' || other instanceof Boolean;
    if (s == BigInt) return typeof other == 'bigint' || other instanceof BigInt;
    if (s == Symbol) return typeof other == 'symbol' || other instanceof Symbol;
    if (s == Object) return typeof other == 'object';
    return other instanceof s;
  }, function () { return 'Any'; }, 'any');
  Any.prototype.getExpectedType = function () {
    var s = this.sample;
    if (s == String) return 'string'; if (s == Number) return 'number'; if (s == Function) return 'function';
    if (s == Object) return 'object'; if (s == Boolean) return 'boolean';
    return fnNameFor(s);
  };
  Any.prototype.toAsymmetricMatcher = function () { return 'Any<' + fnNameFor(this.sample) + '>'; };
  var Anything = defineMatcher('Anything', null, function (other) { return other !== null && other !== undefined; },
                               function () { return 'Anything'; }, 'object');
  Anything.prototype.toAsymmetricMatcher = function () { return 'Anything'; };
  function hasProperty(obj, prop) {
    if (!obj) return false;
    if (Object.prototype.hasOwnProperty.call(obj, prop)) return true;
    return hasProperty(Object.getPrototypeOf(obj), prop);
  }
  var ArrayContaining = defineMatcher('ArrayContaining', null, function (other) {
    if (!Array.isArray(this.sample)) throw new Error('You must provide an array to ' + this.toString() + ", not '" + typeof this.sample + "'.");
    var ctx = this.getMatcherContext();
    var result = this.sample.length === 0 || (Array.isArray(other) && this.sample.every(function (item) {
      return other.some(function (another) { return equals(item, another, ctx.customTesters); });
    }));
    return this.inverse ? !result : result;
  }, function () { return 'Array' + (this.inverse ? 'Not' : '') + 'Containing'; }, 'array');
  var ObjectContaining = defineMatcher('ObjectContaining', null, function (other) {
    if (typeof this.sample !== 'object') throw new Error('You must provide an object to ' + this.toString() + ", not '" + typeof this.sample + "'.");
    var result = true;
    for (var property in this.sample) {
      if (!hasProperty(other, property) || !equals(this.sample[property], other[property], this.getMatcherContext().customTesters)) { result = false; break; }
    }
    return this.inverse ? !result : result;
  }, function () { return 'Object' + (this.inverse ? 'Not' : '') + 'Containing'; }, 'object');
  var StringContaining = defineMatcher('StringContaining', function () {
    if (!E.isA('String', this.sample)) throw new Error('Expected is not a string');
  }, function (other) {
    var result = E.isA('String', other) && other.includes(this.sample);
    return this.inverse ? !result : result;
  }, function () { return 'String' + (this.inverse ? 'Not' : '') + 'Containing'; }, 'string');
  var StringMatching = defineMatcher('StringMatching', function () {
    if (!E.isA('String', this.sample) && !E.isA('RegExp', this.sample)) throw new Error('Expected is not a String or a RegExp');
    this.sample = new RegExp(this.sample);
  }, function (other) {
    var result = E.isA('String', other) && this.sample.test(other);
    return this.inverse ? !result : result;
  }, function () { return 'String' + (this.inverse ? 'Not' : '') + 'Matching'; }, 'string');
  var CloseTo = defineMatcher('CloseTo', null, function (other) {
    if (!E.isA('Number', other)) return false;
    var result;
    if (other === Infinity && this.sample === Infinity) result = true;
    else if (other === -Infinity && this.sample === -Infinity) result = true;
    else result = Math.abs(this.sample - other) < Math.pow(10, -this.precision) / 2;
    return this.inverse ? !result : result;
  }, function () { return 'Number' + (this.inverse ? 'Not' : '') + 'CloseTo'; }, 'number');
  CloseTo.prototype.toAsymmetricMatcher = function () {
    return this.toString() + ' ' + stringify(this.sample) + ' (' + pluralize('digit', this.precision).replace(/^\w+/, String(this.precision)) + ')';
  };
  function closeTo(inverse) {
    return function (sample, precision) {
      if (!E.isA('Number', sample)) throw new Error('Expected is not a Number');
      if (precision !== undefined && !E.isA('Number', precision)) throw new Error('Precision is not a Number');
      var m = new CloseTo(sample, inverse);
      m.precision = precision === undefined ? 2 : precision;
      return m;
    };
  }

  // MARK: matchers. `this` is the matcher context; each returns {pass, message}.

  function opts(ctx, extra) {
    var o = { isNot: ctx.isNot, promise: ctx.promise };
    for (var k in extra) o[k] = extra[k];
    return o;
  }
  function typeOfValue(v) { return D.getType(v); }

  var matchers = {};
  matchers.toBe = function (received, expected) {
    var name = 'toBe', options = opts(this, { comment: 'Object.is equality' });
    var pass = Object.is(received, expected);
    var self = this;
    return { actual: received, expected: expected, name: name, pass: pass, message: pass
      ? function () { return matcherHint(name, undefined, undefined, options) + '\n\nExpected: not ' + printExpected(expected); }
      : function () {
        var type = typeOfValue(expected), deep = null;
        if (type !== 'map' && type !== 'set') {
          if (type === typeOfValue(received) && (type === 'object' || type === 'array') && equals(received, expected, customTesters.concat(strictTesters), true)) deep = 'toStrictEqual';
          else if (equals(received, expected, customTesters.concat([iterableEquality]))) deep = 'toEqual';
        }
        return matcherHint(name, undefined, undefined, options) + '\n\n' +
          (deep !== null ? 'If it should pass with deep equality, replace "' + name + '" with "' + deep + '"\n\n' : '') +
          printDiff(expected, received, self.expand);
      } };
  };
  function equalityMatcher(name, testers, strict) {
    return function (received, expected) {
      var options = opts(this, { comment: 'deep equality' }), self = this;
      var pass = equals(received, expected, customTesters.concat(testers), strict);
      return { actual: received, expected: expected, name: name, pass: pass, message: pass
        ? function () {
          return matcherHint(name, undefined, undefined, options) + '\n\nExpected: not ' + printExpected(expected) + '\n' +
            (stringify(expected) !== stringify(received) ? 'Received:     ' + printReceived(received) : '');
        }
        : function () { return matcherHint(name, undefined, undefined, options) + '\n\n' + printDiff(expected, received, self.expand); } };
    };
  }
  matchers.toEqual = equalityMatcher('toEqual', [iterableEquality], false);
  matchers.toStrictEqual = equalityMatcher('toStrictEqual', strictTesters, true);
  matchers.toMatchObject = function (received, expected) {
    var name = 'toMatchObject', options = opts(this, {}), self = this;
    if (typeof received !== 'object' || received === null) {
      throw MatcherError(matcherErrorMessage(matcherHint(name, undefined, undefined, options), 'received value must be a non-null object', printWithType('Received', received, printReceived)));
    }
    if (typeof expected !== 'object' || expected === null) {
      throw MatcherError(matcherErrorMessage(matcherHint(name, undefined, undefined, options), 'expected value must be a non-null object', printWithType('Expected', expected, printExpected)));
    }
    var pass = equals(received, expected, customTesters.concat([iterableEquality, subsetEquality]));
    return { pass: pass, message: pass
      ? function () {
        return matcherHint(name, undefined, undefined, options) + '\n\nExpected: not ' + printExpected(expected) +
          (stringify(expected) !== stringify(received) ? '\nReceived:     ' + printReceived(received) : '');
      }
      : function () {
        return matcherHint(name, undefined, undefined, options) + '\n\n' +
          printDiff(expected, E.getObjectSubset(received, expected, customTesters), self.expand);
      } };
  };
  matchers.toBeTruthy = simple('toBeTruthy', function (r) { return !!r; });
  matchers.toBeFalsy = simple('toBeFalsy', function (r) { return !r; });
  matchers.toBeNull = simple('toBeNull', function (r) { return r === null; });
  matchers.toBeUndefined = simple('toBeUndefined', function (r) { return r === void 0; });
  matchers.toBeDefined = simple('toBeDefined', function (r) { return r !== void 0; });
  matchers.toBeNaN = simple('toBeNaN', function (r) { return Number.isNaN(r); });
  function simple(name, test) {
    return function (received, expected) {
      var options = opts(this, {});
      ensureNoExpected(expected, name, options);
      var pass = test(received);
      return { pass: pass, message: function () { return matcherHint(name, undefined, '', options) + '\n\nReceived: ' + printReceived(received); } };
    };
  }
  function comparison(name, symbol, test) {
    return function (received, expected) {
      var options = opts(this, {});
      ensureNumbers(received, expected, name, options);
      var pass = test(received, expected);
      return { pass: pass, message: function () {
        return matcherHint(name, undefined, undefined, options) + '\n\n' +
          'Expected:' + (options.isNot ? ' not' : '') + ' ' + symbol + ' ' + printExpected(expected) + '\n' +
          'Received:' + (options.isNot ? '    ' : '') + ' '.repeat(symbol.length + 1) + printReceived(received);
      } };
    };
  }
  matchers.toBeGreaterThan = comparison('toBeGreaterThan', '>', function (a, b) { return a > b; });
  matchers.toBeGreaterThanOrEqual = comparison('toBeGreaterThanOrEqual', '>=', function (a, b) { return a >= b; });
  matchers.toBeLessThan = comparison('toBeLessThan', '<', function (a, b) { return a < b; });
  matchers.toBeLessThanOrEqual = comparison('toBeLessThanOrEqual', '<=', function (a, b) { return a <= b; });
  matchers.toBeCloseTo = function (received, expected, precision) {
    precision = precision === undefined ? 2 : precision;
    var name = 'toBeCloseTo', secondArgument = arguments.length === 3 ? 'precision' : undefined;
    var options = opts(this, { secondArgument: secondArgument, secondArgumentColor: id });
    if (typeof expected !== 'number') throw MatcherError(matcherErrorMessage(matcherHint(name, undefined, undefined, options), 'expected value must be a number', printWithType('Expected', expected, printExpected)));
    if (typeof received !== 'number') throw MatcherError(matcherErrorMessage(matcherHint(name, undefined, undefined, options), 'received value must be a number', printWithType('Received', received, printReceived)));
    var pass = false, expectedDiff = 0, receivedDiff = 0;
    if (received === Infinity && expected === Infinity) pass = true;
    else if (received === -Infinity && expected === -Infinity) pass = true;
    else {
      expectedDiff = Math.pow(10, -precision) / 2;
      receivedDiff = Math.abs(expected - received);
      pass = receivedDiff < expectedDiff;
    }
    return { pass: pass, message: function () {
      var hint = matcherHint(name, undefined, undefined, options) + '\n\n';
      if (pass) return hint + 'Expected: not ' + printExpected(expected) + '\n' + (receivedDiff === 0 ? '' : 'Received:     ' + printReceived(received) + '\n\nExpected precision:        ' + stringify(precision) + '\nExpected difference: not < ' + printExpected(expectedDiff) + '\nReceived difference:       ' + printReceived(receivedDiff));
      return hint + 'Expected: ' + printExpected(expected) + '\nReceived: ' + printReceived(received) + '\n\nExpected precision:    ' + stringify(precision) +
        '\nExpected difference: < ' + printExpected(expectedDiff) + '\nReceived difference:   ' + printReceived(receivedDiff);
    } };
  };
  matchers.toBeInstanceOf = function (received, expected) {
    var name = 'toBeInstanceOf', options = opts(this, {});
    if (typeof expected !== 'function') throw MatcherError(matcherErrorMessage(matcherHint(name, undefined, undefined, options), 'expected value must be a function', printWithType('Expected', expected, printExpected)));
    var pass = received instanceof expected;
    return { pass: pass, message: function () {
      var hint = matcherHint(name, undefined, undefined, options) + '\n\n';
      var ename = expected.name ? 'Expected constructor: ' + (pass ? 'not ' : '') + expected.name : 'Expected constructor is an anonymous function';
      var rc = received != null ? Object.getPrototypeOf(Object(received)) : null;
      var rname = received == null || !rc || !rc.constructor ? 'Received value has no prototype\nReceived value: ' + printReceived(received)
        : (rc.constructor.name ? 'Received constructor: ' + rc.constructor.name : 'Received constructor is an anonymous function');
      if (pass && received != null && rc && rc.constructor === expected) return hint + ename + '\n';
      return hint + ename + '\n' + rname;
    } };
  };
  matchers.toContain = function (received, expected) {
    var name = 'toContain', options = opts(this, {});
    if (received == null) throw MatcherError(matcherErrorMessage(matcherHint(name, undefined, undefined, options), 'received value must not be null nor undefined', printWithType('Received', received, printReceived)));
    if (typeof received === 'string') {
      if (typeof expected !== 'string') throw MatcherError(matcherErrorMessage(matcherHint(name, received, String(expected), options), 'expected value must be a string if received value is a string', printWithType('Expected', expected, printExpected) + '\n' + printWithType('Received', received, printReceived)));
      var at = received.indexOf(expected), pass = at !== -1;
      return { pass: pass, message: function () {
        return matcherHint(name, undefined, undefined, options) + '\n\nExpected substring: ' + (options.isNot ? 'not ' : '') + printExpected(expected) +
          '\nReceived string:    ' + (options.isNot ? '    ' : '') + printReceived(received);
      } };
    }
    var items = Array.from(received);
    var index = items.indexOf(expected);
    var passed = index !== -1;
    return { pass: passed, message: function () {
      var label = 'Received ' + (Array.isArray(received) ? 'array' : D.getType(received) === 'set' ? 'set' : 'value');
      var msg = matcherHint(name, undefined, undefined, options) + '\n\nExpected value: ' + (options.isNot ? 'not ' : '') + printExpected(expected) +
        '\n' + label + ': ' + ' '.repeat(Math.max(0, 14 - label.length)) + (options.isNot ? '    ' : '') + printReceived(received);
      if (!passed && items.findIndex(function (x) { return equals(x, expected, customTesters.concat([iterableEquality])); }) !== -1) {
        msg += '\n\nLooks like you wanted to test for object/array equality with the stricter `toContain` matcher. You probably need to use `toContainEqual` instead.';
      }
      return msg;
    } };
  };
  matchers.toContainEqual = function (received, expected) {
    var name = 'toContainEqual', options = opts(this, {});
    if (received == null) throw MatcherError(matcherErrorMessage(matcherHint(name, undefined, undefined, options), 'received value must not be null nor undefined', printWithType('Received', received, printReceived)));
    var index = Array.from(received).findIndex(function (x) { return equals(x, expected, customTesters.concat([iterableEquality])); });
    var pass = index !== -1;
    return { pass: pass, message: function () {
      var label = 'Received ' + (Array.isArray(received) ? 'array' : 'value');
      return matcherHint(name, undefined, undefined, options) + '\n\nExpected value: ' + (options.isNot ? 'not ' : '') + printExpected(expected) +
        '\n' + label + ': ' + ' '.repeat(Math.max(0, 14 - label.length)) + (options.isNot ? '    ' : '') + printReceived(received);
    } };
  };
  matchers.toHaveLength = function (received, expected) {
    var name = 'toHaveLength', options = opts(this, {});
    if (typeof (received && received.length) !== 'number') throw MatcherError(matcherErrorMessage(matcherHint(name, undefined, undefined, options), 'received value must have a length property whose value must be a number', printWithType('Received', received, printReceived)));
    if (typeof expected !== 'number' || !(expected >= 0) || expected % 1 !== 0) throw MatcherError(matcherErrorMessage(matcherHint(name, undefined, undefined, options), 'expected value must be a non-negative integer', printWithType('Expected', expected, printExpected)));
    var pass = received.length === expected;
    return { pass: pass, message: function () {
      return matcherHint(name, undefined, undefined, options) + '\n\nExpected length: ' + (options.isNot ? 'not ' : '') + printExpected(expected) + '\n' +
        (options.isNot ? '' : 'Received length: ' + printReceived(received.length) + '\n') + 'Received ' + (typeof received === 'string' ? 'string' : 'array') + ':  ' + printReceived(received);
    } };
  };
  matchers.toHaveProperty = function (received, expectedPath, expectedValue) {
    var name = 'toHaveProperty', hasValue = arguments.length === 3, self = this;
    var options = opts(this, { secondArgument: hasValue ? 'value' : '' });
    if (received === null || received === undefined) throw MatcherError(matcherErrorMessage(matcherHint(name, undefined, 'path', options), 'received value must not be null nor undefined', printWithType('Received', received, printReceived)));
    var pathType = D.getType(expectedPath);
    if (pathType !== 'string' && pathType !== 'array') throw MatcherError(matcherErrorMessage(matcherHint(name, undefined, 'path', options), 'expected path must be a string or array', printWithType('Expected', expectedPath, printExpected)));
    var pathLength = typeof expectedPath === 'string' ? E.pathAsArray(expectedPath).length : expectedPath.length;
    if (pathType === 'array' && pathLength === 0) throw MatcherError(matcherErrorMessage(matcherHint(name, undefined, 'path', options), 'expected path must not be an empty array', printWithType('Expected', expectedPath, printExpected)));
    var result = E.getPath(received, expectedPath);
    var lastTraversedObject = result.lastTraversedObject, hasEndProp = result.hasEndProp;
    var receivedPath = result.traversedPath;
    var hasCompletePath = receivedPath.length === pathLength;
    var receivedValue = hasCompletePath ? result.value : lastTraversedObject;
    var pass = hasValue && result.endPropIsDefined === false ? false
      : hasValue ? equals(result.value, expectedValue, customTesters.concat([iterableEquality])) : Boolean(hasEndProp);
    return { pass: pass, message: function () {
      var hint = matcherHint(name, undefined, 'path', options) + '\n\n';
      if (pass) {
        return hint + (hasValue ? 'Expected path: ' + printExpected(expectedPath) + '\n\nExpected value: not ' + printExpected(expectedValue) +
          (stringify(expectedValue) !== stringify(receivedValue) ? '\nReceived value:     ' + printReceived(receivedValue) : '')
          : 'Expected path: not ' + printExpected(expectedPath) + '\n\nReceived value: ' + printReceived(receivedValue));
      }
      if (hasCompletePath) {
        return hint + 'Expected path: ' + printExpected(expectedPath) + '\n\n' + D.printDiffOrStringify(expectedValue, receivedValue, 'Expected value', 'Received value', self.expand);
      }
      return hint + 'Expected path: ' + printExpected(expectedPath) + '\nReceived path: ' +
        printReceived(pathType === 'array' || receivedPath.length === 0 ? receivedPath : receivedPath.join('.')) +
        (hasValue ? '\n\nExpected value: ' + printExpected(expectedValue) : '') + '\nReceived value: ' + printReceived(receivedValue);
    } };
  };
  matchers.toMatch = function (received, expected) {
    var name = 'toMatch', options = opts(this, {});
    if (typeof received !== 'string') throw MatcherError(matcherErrorMessage(matcherHint(name, undefined, undefined, options), 'received value must be a string', printWithType('Received', received, printReceived)));
    if (!(typeof expected === 'string') && !(expected && typeof expected.test === 'function')) throw MatcherError(matcherErrorMessage(matcherHint(name, undefined, undefined, options), 'expected value must be a string or regular expression', printWithType('Expected', expected, printExpected)));
    var pass = typeof expected === 'string' ? received.includes(expected) : new RegExp(expected).test(received);
    return { pass: pass, message: function () {
      var label = typeof expected === 'string' ? 'Expected substring: ' : 'Expected pattern: ';
      var rlabel = 'Received string: ';
      var width = Math.max(label.length, rlabel.length);
      return matcherHint(name, undefined, undefined, options) + '\n\n' + label + ' '.repeat(width - label.length) + (options.isNot ? 'not ' : '') + printExpected(expected) +
        '\n' + rlabel + ' '.repeat(width - rlabel.length) + (options.isNot ? '    ' : '') + printReceived(received);
    } };
  };

  // MARK: toThrow

  function getThrown(e) {
    var hasMessage = e !== null && e !== undefined && typeof e.message === 'string';
    if (hasMessage && typeof e.name === 'string' && typeof e.stack === 'string') return { hasMessage: true, isError: true, message: e.message, value: e };
    return { hasMessage: hasMessage, isError: false, message: hasMessage ? e.message : String(e), value: e };
  }
  // expect's isError (packages/expect/src/utils.ts): by the object's tag, else instanceof Error.
  function isErrorValue(value) {
    switch (Object.prototype.toString.call(value)) {
      case '[object Error]': case '[object Exception]': case '[object DOMException]': return true;
      default: return value instanceof Error;
    }
  }
  function printThrown(thrown, label) {
    if (thrown === null) return '\nReceived function did not throw';
    if (thrown.hasMessage) return '\n' + label + 'Received message:   ' + printReceived(thrown.message);
    return '\nReceived value:     ' + printReceived(thrown.value);
  }
  function thrownLine(thrown) {
    if (thrown === null) return 'Received function did not throw';
    return thrown.hasMessage ? 'Received message: ' + printReceived(thrown.message) : 'Received value: ' + printReceived(thrown.value);
  }
  function makeThrow(name) {
    return function (received, expected) {
      var options = opts(this, {});
      var thrown = null;
      // After .resolves / .rejects (Jest's createMatcher(name, fromPromise)), an error value is
      // the thrown error, a function is still called, and anything else simply did not throw.
      var fromPromise = this.promise === 'resolves' || this.promise === 'rejects';
      if (fromPromise && isErrorValue(received)) {
        thrown = getThrown(received);
      } else if (typeof received === 'function') {
        try { received(); } catch (e) { thrown = getThrown(e); }
      } else if (!fromPromise) {
        throw MatcherError(matcherErrorMessage(matcherHint(name, undefined, expected === undefined ? '' : 'expected', options), 'received value must be a function', printWithType('Received', received, printReceived)));
      }
      var expectedArgument = expected === undefined ? '' : 'expected';
      var hint = function () { return matcherHint(name, undefined, expectedArgument, options) + '\n\n'; };
      var pass, message;
      if (expected === undefined) {
        pass = thrown !== null;
        message = function () {
          return hint() + (pass ? (thrown.hasMessage ? 'Error name:    ' + printReceived(thrown.value && thrown.value.name) + '\nError message: ' + printReceived(thrown.message) : 'Thrown value: ' + printReceived(thrown.value)) : 'Received function did not throw');
        };
      } else if (typeof expected === 'function') {
        pass = thrown !== null && thrown.value instanceof expected;
        message = function () {
          var ename = 'Expected constructor: ' + (pass ? 'not ' : '') + (expected.name || '');
          if (thrown === null) return hint() + ename + '\n\nReceived function did not throw';
          var c = thrown.value != null ? thrown.value.constructor : undefined;
          return hint() + ename + '\n' + (pass && c === expected ? '' : (c && c.name ? 'Received constructor: ' + c.name + '\n' : '')) + '\n' + thrownLine(thrown);
        };
      } else if (typeof expected === 'string') {
        pass = thrown !== null && thrown.message.includes(expected);
        message = function () {
          return hint() + 'Expected substring: ' + (pass ? 'not ' : '') + printExpected(expected) + '\n' +
            (thrown === null ? '\nReceived function did not throw' : thrown.hasMessage ? 'Received message:   ' + (pass ? '    ' : '') + printReceived(thrown.message) : 'Received value:     ' + printReceived(thrown.value));
        };
      } else if (expected !== null && typeof expected.test === 'function') {
        pass = thrown !== null && expected.test(thrown.message);
        message = function () {
          return hint() + 'Expected pattern: ' + (pass ? 'not ' : '') + printExpected(expected) + '\n' +
            (thrown === null ? '\nReceived function did not throw' : thrown.hasMessage ? 'Received message: ' + (pass ? '    ' : '') + printReceived(thrown.message) : 'Received value:   ' + printReceived(thrown.value));
        };
      } else if (expected !== null && typeof expected.asymmetricMatch === 'function') {
        pass = thrown !== null && expected.asymmetricMatch(thrown.value);
        message = function () {
          return hint() + 'Expected asymmetric matcher: ' + (pass ? 'not ' : '') + printExpected(expected) + '\n' +
            (thrown === null ? '\nReceived function did not throw' : thrown.hasMessage ? 'Received name:    ' + printReceived(thrown.value.name) + '\nReceived message: ' + printReceived(thrown.message) : 'Received value: ' + printReceived(thrown.value));
        };
      } else if (expected !== null && typeof expected === 'object') {
        pass = thrown !== null && thrown.message === expected.message;
        message = function () {
          return hint() + 'Expected message: ' + (pass ? 'not ' : '') + printExpected(expected.message) + '\n' +
            (thrown === null ? '\nReceived function did not throw' : thrown.hasMessage ? 'Received message: ' + printReceived(thrown.message) : 'Received value:   ' + printReceived(thrown.value));
        };
      } else {
        throw MatcherError(matcherErrorMessage(matcherHint(name, undefined, undefined, options), 'expected value must be a string or regular expression or class or error', printWithType('Expected', expected, printExpected)));
      }
      return { pass: pass, message: message };
    };
  }
  matchers.toThrow = makeThrow('toThrow');
  matchers.toThrowError = makeThrow('toThrowError');

  // MARK: mock matchers

  function isMock(f) { return typeof f === 'function' && (f._isMockFunction === true || f.isSpy === true); }
  function ensureMock(received, name, expectedArgument, options) {
    if (!isMock(received)) {
      throw MatcherError(matcherErrorMessage(matcherHint(name, undefined, expectedArgument, options), 'received value must be a mock or spy function', printWithType('Received', received, printReceived)));
    }
  }
  function mockName(f) { var n = f.getMockName ? f.getMockName() : 'spy'; return n; }
  function calls(f) { return f.mock.calls; }
  function printArgs(args) { return args.map(printExpectedValue).join(', '); }
  function printExpectedValue(v) { return printExpected(v); }
  function isEqualCall(expected, received) { return received.length === expected.length && equals(expected, received, customTesters.concat([iterableEquality])); }
  function isEqualValue(expected, result) { return result.type === 'return' && equals(expected, result.value, customTesters.concat([iterableEquality])); }
  var PRINT_LIMIT = 3;
  function printReceivedCalls(list, indexes) {
    return list.map(function (args, i) { return '\n' + (indexes ? ' '.repeat(7 - String(indexes[i] + 1).length) + (indexes[i] + 1) + ': ' : '') + printArgs(args); });
  }
  function printReceivedResults(label, results, indexes) {
    var lines = results.map(function (r, i) {
      var v = r.type === 'throw' ? 'function call threw an error' : r.type === 'incomplete' ? 'function call has not returned yet' : printReceived(r.value);
      return (indexes ? ' '.repeat(Math.max(0, 7 - String(indexes[i] + 1).length)) + (indexes[i] + 1) + ': ' : '') + v;
    });
    return label + (indexes ? '\n' + lines.join('\n') : lines.join(''));
  }

  function calledMatcher(name) {
    return function (received, expected) {
      var options = opts(this, {});
      ensureNoExpected(expected, name, options);
      ensureMock(received, name, '', options);
      var rname = mockName(received), list = calls(received), count = list.length, pass = count > 0;
      return { pass: pass, message: function () {
        var hint = matcherHint(name, rname, '', options) + '\n\n';
        if (pass) {
          var shown = list.slice(0, PRINT_LIMIT);
          return hint + 'Expected number of calls: 0\nReceived number of calls: ' + printReceived(count) + '\n\n' +
            shown.map(function (args, i) { return (i + 1) + ': ' + printArgs(args); }).join('\n');
        }
        return hint + 'Expected number of calls: >= 1\nReceived number of calls:    0';
      } };
    };
  }
  function timesMatcher(name) {
    return function (received, expected) {
      var options = opts(this, {});
      if (typeof expected !== 'number' || !(expected >= 0) || expected % 1 !== 0) {
        throw MatcherError(matcherErrorMessage(matcherHint(name, undefined, 'expected', options), 'expected value must be a non-negative integer', printWithType('Expected', expected, printExpected)));
      }
      ensureMock(received, name, 'expected', options);
      var rname = mockName(received), count = calls(received).length, pass = count === expected;
      return { pass: pass, message: function () {
        return matcherHint(name, rname, 'expected', options) + '\n\n' +
          (pass ? 'Expected number of calls: not ' + printExpected(expected)
                : 'Expected number of calls: ' + printExpected(expected) + '\nReceived number of calls: ' + printReceived(count));
      } };
    };
  }
  function calledWithMatcher(name) {
    return function (received) {
      var expected = Array.prototype.slice.call(arguments, 1);
      var options = opts(this, {});
      ensureMock(received, name, '...expected', options);
      var rname = mockName(received), list = calls(received);
      var pass = list.some(function (call) { return isEqualCall(expected, call); });
      return { pass: pass, message: function () {
        var hint = matcherHint(name, rname, '...expected', options) + '\n\n';
        if (pass) {
          var idx = [];
          list.forEach(function (call, i) { if (isEqualCall(expected, call)) idx.push(i); });
          return hint + 'Expected: not ' + printArgs(expected) + '\n' +
            (list.length === 1 && stringify(list[0]) === stringify(expected) ? '' : 'Received:     ' + idx.slice(0, PRINT_LIMIT).map(function (i) { return printArgs(list[i]); }).join('\n')) +
            '\n\nNumber of calls: ' + printReceived(list.length);
        }
        return hint + 'Expected: ' + printArgs(expected) + '\n' +
          (list.length === 0 ? '' : list.length === 1 ? 'Received: ' + printArgs(list[0]) + '\n'
            : 'Received\n' + list.slice(0, PRINT_LIMIT).map(function (call, i) { return ' '.repeat(8 - String(i + 1).length) + (i + 1) + ': ' + printArgs(call); }).join('\n') + '\n') +
          '\nNumber of calls: ' + printReceived(list.length);
      } };
    };
  }
  function lastCalledWithMatcher(name) {
    return function (received) {
      var expected = Array.prototype.slice.call(arguments, 1);
      var options = opts(this, {});
      ensureMock(received, name, '...expected', options);
      var rname = mockName(received), list = calls(received), index = list.length - 1;
      var pass = index >= 0 && isEqualCall(expected, list[index]);
      return { pass: pass, message: function () {
        var hint = matcherHint(name, rname, '...expected', options) + '\n\n';
        return hint + 'Expected: ' + (pass ? 'not ' : '') + printArgs(expected) + '\n' +
          (index >= 0 && !pass ? 'Received: ' + printArgs(list[index]) + '\n' : '') + '\nNumber of calls: ' + printReceived(list.length);
      } };
    };
  }
  function nthCalledWithMatcher(name) {
    return function (received, nth) {
      var expected = Array.prototype.slice.call(arguments, 2);
      var options = opts(this, { expectedColor: id, secondArgument: '...expected' });
      ensureMock(received, name, 'n', options);
      if (typeof nth !== 'number' || nth % 1 !== 0 || nth < 1) {
        throw MatcherError(matcherErrorMessage(matcherHint(name, undefined, 'n', options), 'n must be a positive integer', printWithType('n', nth, stringify)));
      }
      var rname = mockName(received), list = calls(received), index = nth - 1;
      var pass = index < list.length && isEqualCall(expected, list[index]);
      return { pass: pass, message: function () {
        var shown = index < list.length ? (pass ? '' : 'Received: ' + printArgs(list[index]) + '\n')
          : list.length ? 'Received\n' + list.slice(0, PRINT_LIMIT).map(function (call, i) { return ' '.repeat(8 - String(i + 1).length) + (i + 1) + ': ' + printArgs(call); }).join('\n') + '\n' : '';
        return matcherHint(name, rname, 'n', options) + '\n\nn: ' + nth + '\nExpected: ' + (pass ? 'not ' : '') + printArgs(expected) + '\n' +
          shown + '\nNumber of calls: ' + printReceived(list.length);
      } };
    };
  }
  function returnedMatcher(name) {
    return function (received, expected) {
      var options = opts(this, {});
      ensureNoExpected(expected, name, options);
      ensureMock(received, name, '', options);
      var rname = mockName(received), results = received.mock.results;
      var count = results.filter(function (r) { return r.type === 'return'; }).length, pass = count > 0;
      return { pass: pass, message: function () {
        var hint = matcherHint(name, rname, '', options) + '\n\n';
        if (pass) {
          return hint + 'Expected number of returns: 0\nReceived number of returns: ' + printReceived(count) + '\n\n' +
            results.filter(function (r) { return r.type === 'return'; }).slice(0, PRINT_LIMIT).map(function (r, i) { return (i + 1) + ': ' + printReceived(r.value); }).join('\n') +
            (results.length !== count ? '\n\nReceived number of calls:   ' + printReceived(results.length) : '');
        }
        return hint + 'Expected number of returns: >= 1\nReceived number of returns:    ' + printReceived(count) +
          (results.length !== count ? '\nReceived number of calls:      ' + printReceived(results.length) : '');
      } };
    };
  }
  function returnedTimesMatcher(name) {
    return function (received, expected) {
      var options = opts(this, {});
      if (typeof expected !== 'number' || !(expected >= 0) || expected % 1 !== 0) {
        throw MatcherError(matcherErrorMessage(matcherHint(name, undefined, 'expected', options), 'expected value must be a non-negative integer', printWithType('Expected', expected, printExpected)));
      }
      ensureMock(received, name, 'expected', options);
      var rname = mockName(received), results = received.mock.results;
      var count = results.filter(function (r) { return r.type === 'return'; }).length, pass = count === expected;
      return { pass: pass, message: function () {
        return matcherHint(name, rname, 'expected', options) + '\n\n' +
          (pass ? 'Expected number of returns: not ' + printExpected(expected)
                : 'Expected number of returns: ' + printExpected(expected) + '\nReceived number of returns: ' + printReceived(count)) +
          (results.length !== count ? '\nReceived number of calls:   ' + printReceived(results.length) : '');
      } };
    };
  }
  function returnedWithMatcher(name) {
    return function (received, expected) {
      var options = opts(this, {});
      ensureMock(received, name, 'expected', options);
      var rname = mockName(received), results = received.mock.results;
      var pass = results.some(function (r) { return isEqualValue(expected, r); });
      return { pass: pass, message: function () {
        return matcherHint(name, rname, 'expected', options) + '\n\nExpected: ' + (pass ? 'not ' : '') + printExpected(expected) + '\n' +
          (!pass && results.length ? printReceivedResults('Received: ', results.slice(0, PRINT_LIMIT), results.length > 1 ? results.map(function (_, i) { return i; }) : null) + '\n' : '') +
          '\nNumber of returns: ' + printReceived(results.filter(function (r) { return r.type === 'return'; }).length) +
          (results.some(function (r) { return r.type !== 'return'; }) ? '\nNumber of calls:   ' + printReceived(results.length) : '');
      } };
    };
  }
  function lastReturnedWithMatcher(name) {
    return function (received, expected) {
      var options = opts(this, {});
      ensureMock(received, name, 'expected', options);
      var rname = mockName(received), results = received.mock.results, index = results.length - 1;
      var pass = index >= 0 && isEqualValue(expected, results[index]);
      return { pass: pass, message: function () {
        return matcherHint(name, rname, 'expected', options) + '\n\nExpected: ' + (pass ? 'not ' : '') + printExpected(expected) + '\n' +
          (index >= 0 && !pass ? printReceivedResults('Received: ', [results[index]], null) + '\n' : '') +
          '\nNumber of returns: ' + printReceived(results.filter(function (r) { return r.type === 'return'; }).length);
      } };
    };
  }
  function nthReturnedWithMatcher(name) {
    return function (received, nth, expected) {
      var options = opts(this, { expectedColor: id, secondArgument: 'expected' });
      ensureMock(received, name, 'n', options);
      if (typeof nth !== 'number' || nth % 1 !== 0 || nth < 1) {
        throw MatcherError(matcherErrorMessage(matcherHint(name, undefined, 'n', options), 'n must be a positive integer', printWithType('n', nth, stringify)));
      }
      var rname = mockName(received), results = received.mock.results, index = nth - 1;
      var pass = index < results.length && isEqualValue(expected, results[index]);
      return { pass: pass, message: function () {
        return matcherHint(name, rname, 'n', options) + '\n\nn: ' + nth + '\nExpected: ' + (pass ? 'not ' : '') + printExpected(expected) + '\n' +
          (index < results.length && !pass ? printReceivedResults('Received: ', [results[index]], null) + '\n' : '') +
          '\nNumber of returns: ' + printReceived(results.filter(function (r) { return r.type === 'return'; }).length);
      } };
    };
  }
  matchers.toHaveBeenCalled = calledMatcher('toHaveBeenCalled');
  matchers.toBeCalled = calledMatcher('toBeCalled');
  matchers.toHaveBeenCalledTimes = timesMatcher('toHaveBeenCalledTimes');
  matchers.toBeCalledTimes = timesMatcher('toBeCalledTimes');
  matchers.toHaveBeenCalledWith = calledWithMatcher('toHaveBeenCalledWith');
  matchers.toBeCalledWith = calledWithMatcher('toBeCalledWith');
  matchers.toHaveBeenLastCalledWith = lastCalledWithMatcher('toHaveBeenLastCalledWith');
  matchers.lastCalledWith = lastCalledWithMatcher('lastCalledWith');
  matchers.toHaveBeenNthCalledWith = nthCalledWithMatcher('toHaveBeenNthCalledWith');
  matchers.nthCalledWith = nthCalledWithMatcher('nthCalledWith');
  matchers.toHaveReturned = returnedMatcher('toHaveReturned');
  matchers.toReturn = returnedMatcher('toReturn');
  matchers.toHaveReturnedTimes = returnedTimesMatcher('toHaveReturnedTimes');
  matchers.toReturnTimes = returnedTimesMatcher('toReturnTimes');
  matchers.toHaveReturnedWith = returnedWithMatcher('toHaveReturnedWith');
  matchers.toReturnWith = returnedWithMatcher('toReturnWith');
  matchers.toHaveLastReturnedWith = lastReturnedWithMatcher('toHaveLastReturnedWith');
  matchers.lastReturnedWith = lastReturnedWithMatcher('lastReturnedWith');
  matchers.toHaveNthReturnedWith = nthReturnedWithMatcher('toHaveNthReturnedWith');
  matchers.nthReturnedWith = nthReturnedWithMatcher('nthReturnedWith');

  // MARK: running a matcher


  function JestAssertionError(message, site, result) {
    var e = new Error(message);
    e.name = 'Error';
    e.isExpectation = true;
    e.location = site;
    e.matcherResult = result;
    return e;
  }
  function getMessage(message) { return (message && (typeof message === 'function' ? message() : message)) || 'No message was specified for this matcher.'; }

  function matcherContext(isNot, promise, error) {
    var ctx = { customTesters: customTesters, equals: equals, isNot: isNot, promise: promise, utils: utils,
                expand: false, isExpandDisabled: false, assertionCalls: state.assertionCalls, currentTestName: state.currentTestName,
                testPath: state.testPath, error: error, snapshotState: jest.snapshotState, throws: true };
    // The snapshot matchers call it: their failures are collected, the test goes on.
    ctx.dontThrow = function () { ctx.throws = false; };
    return ctx;
  }

  function run(name, matcher, isNot, promise, actual, args, site, error) {
    var ctx = matcherContext(isNot, promise, error);
    function process(result) {
      if (typeof result !== 'object' || result === null || typeof result.pass !== 'boolean') {
        throw MatcherError('Unexpected return from a matcher function.\nMatcher functions should return an object in the following format:\n  {message?: string | function, pass: boolean}\n' +
                           "'" + stringify(result) + "' was returned");
      }
      if ((result.pass && isNot) || (!result.pass && !isNot)) {
        var error = JestAssertionError(getMessage(result.message), site, result);
        if (!ctx.throws) { state.suppressedErrors.push(error); return; }
        throw error;
      }
    }
    state.assertionCalls++;
    var result;
    try {
      result = matcher.apply(ctx, [actual].concat(args));
    } catch (e) {
      if (e && e.matcherError) { var wrapped = JestAssertionError(e.message, site); throw wrapped; }
      throw e;
    }
    if (result && typeof result.then === 'function') {
      return result.then(function (r) { process(r); });
    }
    process(result);
  }

  function callSite() { return jest.locate(new Error().stack); }

  // One prototype per (not, promise) form, rebuilt when expect.extend adds matchers.
  function Expectation(actual, site, isNot, promise) { this.actual = actual; this.site = site; this.isNot = isNot; this.promise = promise; }
  var proto = Expectation.prototype;
  Object.defineProperty(proto, 'not', { get: function () { return new Expectation(this.actual, this.site, true, this.promise); } });
  Object.defineProperty(proto, 'resolves', { get: function () { return new Expectation(this.actual, this.site, this.isNot, 'resolves'); } });
  Object.defineProperty(proto, 'rejects', { get: function () { return new Expectation(this.actual, this.site, this.isNot, 'rejects'); } });
  function install(name, matcher) {
    // An inline snapshot is written where its matcher was called: the stack says where.
    var located = /InlineSnapshot$/.test(name);
    proto[name] = function () {
      var args = Array.prototype.slice.call(arguments);
      var error = located ? new Error() : undefined;
      if (this.promise) return promiseMatcher(name, matcher, this.isNot, this.promise, this.actual, this.site, args, error);
      return run(name, matcher, this.isNot, '', this.actual, args, this.site, error);
    };
  }
  Object.keys(matchers).forEach(function (name) { install(name, matchers[name]); });
  function isPromise(v) { return !!v && (typeof v === 'object' || typeof v === 'function') && typeof v.then === 'function'; }
  function promiseMatcher(name, matcher, isNot, promise, actual, site, args, error) {
    {
      var value = promise === 'rejects' && typeof actual === 'function' ? actual() : actual;
      if (!isPromise(value)) {
        var hint = matcherHint(name, undefined, '', { isNot: isNot, promise: promise });
        return Promise.reject(JestAssertionError(matcherErrorMessage(hint, 'received value must be a promise' + (promise === 'rejects' ? ' or a function returning a promise' : ''), printWithType('Received', actual, printReceived)), site));
      }
      return value.then(function (result) {
        if (promise === 'rejects') {
          throw JestAssertionError(matcherHint(name, undefined, '', { isNot: isNot, promise: promise }) + '\n\nReceived promise resolved instead of rejected\nResolved to value: ' + printReceived(result), site);
        }
        return run(name, matcher, isNot, promise, result, args, site, error);
      }, function (reason) {
        if (promise === 'resolves') {
          throw JestAssertionError(matcherHint(name, undefined, '', { isNot: isNot, promise: promise }) + '\n\nReceived promise rejected instead of resolved\nRejected to value: ' + printReceived(reason), site);
        }
        return run(name, matcher, isNot, promise, reason, args, site, error);
      });
    }
  }

  function expect(actual) {
    if (arguments.length !== 1) throw new Error('Expect takes at most one argument.');
    return new Expectation(actual, callSite(), false, '');
  }
  expect.any = function (c) { return new Any(c); };
  expect.anything = function () { return new Anything(); };
  expect.arrayContaining = function (s) { return new ArrayContaining(s); };
  expect.objectContaining = function (s) { return new ObjectContaining(s); };
  expect.stringContaining = function (s) { return new StringContaining(s); };
  expect.stringMatching = function (s) { return new StringMatching(s); };
  expect.closeTo = closeTo(false);
  expect.not = {
    arrayContaining: function (s) { return new ArrayContaining(s, true); },
    objectContaining: function (s) { return new ObjectContaining(s, true); },
    stringContaining: function (s) { return new StringContaining(s, true); },
    stringMatching: function (s) { return new StringMatching(s, true); },
    closeTo: closeTo(true)
  };
  expect.assertions = function (n) {
    state.expectedAssertionsNumber = n;
    state.expectedAssertionsNumberError = new Error();
  };
  expect.hasAssertions = function () {
    if (arguments.length) throw new Error('expect.hasAssertions() does not accept any arguments');
    state.isExpectingAssertions = true;
    state.isExpectingAssertionsError = new Error();
  };
  expect.getState = function () { return state; };
  expect.setState = function (s) { for (var k in s) state[k] = s[k]; };
  expect.addEqualityTesters = function (testers) {
    if (!Array.isArray(testers)) throw new TypeError('expect.customEqualityTesters: Must be set to an array of Testers. Was given "' + D.getType(testers) + '"');
    customTesters.push.apply(customTesters, testers);
  };
  expect.extend = function (added) {
    Object.keys(added).forEach(function (name) {
      var matcher = added[name];
      if (typeof matcher !== 'function') throw new TypeError('expect.extend: `' + name + '` is not a valid matcher. Must be a function, is "' + D.getType(matcher) + '"');
      install(name, matcher);
      function Custom(sample, inverse) { AsymmetricMatcher.call(this, sample, inverse); }
      Custom.prototype = Object.create(AsymmetricMatcher.prototype);
      Custom.prototype.asymmetricMatch = function (other) {
        var result = matcher.apply(this.getMatcherContext(), [other].concat(this.sample));
        return this.inverse ? !result.pass : result.pass;
      };
      Custom.prototype.toString = function () { return (this.inverse ? 'not.' : '') + name; };
      Custom.prototype.getExpectedType = function () { return 'any'; };
      Custom.prototype.toAsymmetricMatcher = function () { return this.toString() + '<' + this.sample.map(String).join(', ') + '>'; };
      expect[name] = function () { return new Custom(Array.prototype.slice.call(arguments), false); };
      expect.not[name] = function () { return new Custom(Array.prototype.slice.call(arguments), true); };
    });
  };

  // Between tests (the runner calls these).
  function resetTest(name) {
    state.assertionCalls = 0;
    state.expectedAssertionsNumber = null;
    state.expectedAssertionsNumberError = null;
    state.isExpectingAssertions = false;
    state.isExpectingAssertionsError = null;
    state.suppressedErrors = [];
    state.currentTestName = name;
  }
  // The expect.assertions / hasAssertions failure of the test that just ran, or null.
  function assertionErrors() {
    if (state.suppressedErrors.length) return state.suppressedErrors[0];
    var n = state.expectedAssertionsNumber, calls = state.assertionCalls;
    if (typeof n === 'number' && calls !== n) {
      return JestAssertionError('expect.assertions(' + n + ')\n\nExpected ' + pluralize('assertion', n) + ' to be called but received ' + pluralize('assertion call', calls) + '.',
                                jest.locate(state.expectedAssertionsNumberError.stack));
    }
    if (state.isExpectingAssertions && calls === 0) {
      return JestAssertionError('expect.hasAssertions()\n\nExpected at least one assertion to be called but received none.', jest.locate(state.isExpectingAssertionsError.stack));
    }
    return null;
  }

  jest.expect = expect;
  jest.expectState = { reset: resetTest, assertionErrors: assertionErrors, utils: utils, matcherHint: matcherHint,
                       install: install, matcherErrorMessage: matcherErrorMessage, printWithType: printWithType,
                       JestAssertionError: JestAssertionError, state: state };
})
