// Jest's equality (the rules of @jest/expect-utils, reimplemented): `equals(a, b,
// testers, strict)` with the custom testers `iterableEquality`, `typeEquality`,
// `sparseArrayEquality`, `arrayBufferEquality` and `subsetEquality`.
//   toEqual       = equals(r, e, [iterableEquality])           undefined properties and holes ignored
//   toStrictEqual = equals(r, e, [iterable, type, sparse, arrayBuffer], true)
//   toMatchObject = equals(r, e, [iterableEquality, subsetEquality])
// Adds `jest.equality`.
(function (jest) {
  'use strict';
  var toString = Object.prototype.toString;
  var hasOwn = Object.prototype.hasOwnProperty;
  function isA(type, v) { return toString.call(v) === '[object ' + type + ']'; }
  function isAsymmetric(v) { return !!v && typeof v.asymmetricMatch === 'function'; }

  function asymmetricMatch(a, b) {
    var aa = isAsymmetric(a), ab = isAsymmetric(b);
    if (aa && ab) return undefined;
    if (aa) return a.asymmetricMatch(b);
    if (ab) return b.asymmetricMatch(a);
    return undefined;
  }
  function hasKey(o, k) { return hasOwn.call(o, k); }
  function keys(o) {
    var out = [];
    for (var k in o) if (hasKey(o, k)) out.push(k);
    return out.concat(Object.getOwnPropertySymbols(o).filter(function (s) { return Object.getOwnPropertyDescriptor(o, s).enumerable; }));
  }

  function equals(a, b, testers, strict) { return eq(a, b, [], [], testers || [], strict); }

  function eq(a, b, aStack, bStack, testers, strict) {
    var asym = asymmetricMatch(a, b);
    if (asym !== undefined) return asym;
    for (var i = 0; i < testers.length; i++) {
      var r = testers[i].call(jest.equality.testerContext(testers), a, b, testers);
      if (r !== undefined) return r;
    }
    if (a instanceof Error && b instanceof Error) return a.message == b.message;
    if (Object.is(a, b)) return true;
    if (a === null || b === null) return a === b;
    var className = toString.call(a);
    if (className != toString.call(b)) return false;
    switch (className) {
      case '[object Boolean]': case '[object String]': case '[object Number]':
        if (typeof a !== typeof b) return false;
        if (typeof a !== 'object' && typeof b !== 'object') return Object.is(a, b);
        return Object.is(a.valueOf(), b.valueOf());
      case '[object Date]': return +a == +b;
      case '[object RegExp]': return a.source === b.source && a.flags === b.flags;
    }
    if (typeof a !== 'object' || typeof b !== 'object') return false;
    var length = aStack.length;
    while (length--) {
      if (aStack[length] === a) return bStack[length] === b;
      else if (bStack[length] === b) return false;
    }
    aStack.push(a); bStack.push(b);
    if (strict && className == '[object Array]' && a.length !== b.length) { aStack.pop(); bStack.pop(); return false; }
    var aKeys = keys(a), bKeys = keys(b), key, index;
    if (!strict) {
      for (index = 0; index !== bKeys.length; ++index) {
        key = bKeys[index];
        if ((isAsymmetric(b[key]) || b[key] === undefined) && !hasKey(a, key)) aKeys.push(key);
      }
      for (index = 0; index !== aKeys.length; ++index) {
        key = aKeys[index];
        if ((isAsymmetric(a[key]) || a[key] === undefined) && !hasKey(b, key)) bKeys.push(key);
      }
    }
    var size = aKeys.length, result = true;
    if (bKeys.length !== size) { aStack.pop(); bStack.pop(); return false; }
    while (size--) {
      key = aKeys[size];
      if (strict) result = hasKey(b, key) && eq(a[key], b[key], aStack, bStack, testers, strict);
      else result = (hasKey(b, key) || isAsymmetric(a[key]) || a[key] === undefined) && eq(a[key], b[key], aStack, bStack, testers, strict);
      if (!result) { aStack.pop(); bStack.pop(); return false; }
    }
    aStack.pop(); bStack.pop();
    return result;
  }

  function hasIterator(o) { return !!(o != null && o[Symbol.iterator]); }
  function isObject(a) { return a !== null && typeof a === 'object'; }
  function entriesOf(o) {
    if (!isObject(o)) return [];
    return Object.getOwnPropertySymbols(o).filter(function (k) { return k !== Symbol.iterator; })
      .map(function (k) { return [k, o[k]]; }).concat(Object.entries(o));
  }

  function iterableEquality(a, b, testers, aStack, bStack) {
    testers = testers || []; aStack = aStack || []; bStack = bStack || [];
    if (typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) || Array.isArray(b) ||
        ArrayBuffer.isView(a) || ArrayBuffer.isView(b) || !hasIterator(a) || !hasIterator(b)) return undefined;
    if (a.constructor !== b.constructor) return false;
    var length = aStack.length;
    while (length--) if (aStack[length] === a) return bStack[length] === b;
    aStack.push(a); bStack.push(b);
    var filtered;
    var withStack = function (x, y) { return iterableEquality(x, y, filtered.slice(), aStack.slice(), bStack.slice()); };
    filtered = testers.filter(function (t) { return t !== iterableEquality; }).concat([withStack]);
    try {
      if (a.size !== undefined) {
        if (a.size !== b.size) return false;
        if (isA('Set', a)) {
          for (var av of a) {
            if (!b.has(av)) {
              var has = false;
              for (var bv of b) if (equals(av, bv, filtered) === true) has = true;
              if (!has) return false;
            }
          }
          return true;
        }
        if (isA('Map', a)) {
          for (var ae of a) {
            if (!b.has(ae[0]) || !equals(ae[1], b.get(ae[0]), filtered)) {
              var found = false;
              for (var be of b) {
                if (equals(ae[0], be[0], filtered) === true && equals(ae[1], be[1], filtered) === true) found = true;
              }
              if (!found) return false;
            }
          }
          return true;
        }
      }
      var bIterator = b[Symbol.iterator]();
      for (var value of a) {
        var next = bIterator.next();
        if (next.done || !equals(value, next.value, filtered)) return false;
      }
      if (!bIterator.next().done) return false;
      if (!equals(entriesOf(a), entriesOf(b))) return false;
      return true;
    } finally {
      aStack.pop(); bStack.pop();
    }
  }

  function isObjectWithKeys(a) {
    return isObject(a) && !(a instanceof Error) && !Array.isArray(a) && !(a instanceof Date) && !(a instanceof Set) && !(a instanceof Map);
  }
  function hasPropertyInObject(o, key) {
    if (!o || typeof o !== 'object' || o === Object.prototype) return false;
    return hasOwn.call(o, key) || hasPropertyInObject(Object.getPrototypeOf(o), key);
  }
  function objectKeys(o) {
    return Object.keys(o).concat(Object.getOwnPropertySymbols(o).filter(function (s) { return Object.getOwnPropertyDescriptor(o, s).enumerable; }));
  }
  function subsetEquality(object, subset, testers) {
    testers = testers || [];
    var filtered = testers.filter(function (t) { return t !== subsetEquality; });
    function withContext(seen) {
      return function (obj, sub) {
        if (!isObjectWithKeys(sub)) return undefined;
        return objectKeys(sub).every(function (key) {
          if (isObjectWithKeys(sub[key])) {
            if (seen.has(sub[key])) return equals(obj[key], sub[key], filtered);
            seen.set(sub[key], true);
          }
          var result = obj != null && hasPropertyInObject(obj, key) &&
            equals(obj[key], sub[key], filtered.concat([withContext(seen)]));
          seen.delete(sub[key]);
          return result;
        });
      };
    }
    return withContext(new WeakMap())(object, subset);
  }

  function typeEquality(a, b) {
    if (a == null || b == null || a.constructor === b.constructor || (Array.isArray(a) && Array.isArray(b))) return undefined;
    return false;
  }
  function arrayBufferEquality(a, b) {
    var va = a, vb = b;
    if (isA('ArrayBuffer', a) && isA('ArrayBuffer', b)) { va = new DataView(a); vb = new DataView(b); }
    else if (ArrayBuffer.isView(a) && ArrayBuffer.isView(b)) {
      va = new DataView(a.buffer, a.byteOffset, a.byteLength); vb = new DataView(b.buffer, b.byteOffset, b.byteLength);
    }
    if (!(va instanceof DataView && vb instanceof DataView)) return undefined;
    if (va.byteLength !== vb.byteLength) return false;
    for (var i = 0; i < va.byteLength; i++) if (va.getUint8(i) !== vb.getUint8(i)) return false;
    return true;
  }
  function sparseArrayEquality(a, b, testers) {
    if (!Array.isArray(a) || !Array.isArray(b)) return undefined;
    return equals(a, b, (testers || []).filter(function (t) { return t !== sparseArrayEquality; }), true) &&
      equals(Object.keys(a), Object.keys(b));
  }

  // Strips what `subset` does not mention, so a toMatchObject diff shows only that.
  function getObjectSubset(object, subset, testers, seen) {
    testers = testers || []; seen = seen || new WeakMap();
    if (Array.isArray(object)) {
      if (Array.isArray(subset) && subset.length === object.length) {
        return subset.map(function (sub, i) { return getObjectSubset(object[i], sub, testers); });
      }
    } else if (object instanceof Date) {
      return object;
    } else if (isObject(object) && isObject(subset)) {
      if (equals(object, subset, testers.concat([iterableEquality, subsetEquality]))) return subset;
      var trimmed = {};
      seen.set(object, trimmed);
      objectKeys(object).forEach(function (key) {
        if (!hasPropertyInObject(subset, key)) return;
        trimmed[key] = seen.has(object[key]) ? seen.get(object[key]) : getObjectSubset(object[key], subset[key], testers, seen);
      });
      if (objectKeys(trimmed).length > 0) return trimmed;
    }
    return object;
  }

  function pathAsArray(path) {
    var props = [];
    if (path === '') { props.push(''); return props; }
    var pattern = /[^.[\]]+|(?=(?:\.)(?:\.|$))/g;
    if (path[0] === '.') props.push('');
    path.replace(pattern, function (m) { props.push(m); return m; });
    return props;
  }
  function isPrimitive(v) { return Object(v) !== v; }
  function getPath(object, path) {
    if (!Array.isArray(path)) path = pathAsArray(path);
    if (path.length) {
      var last = path.length === 1, prop = path[0], next = object[prop];
      if (!last && (next === null || next === undefined)) return { hasEndProp: false, lastTraversedObject: object, traversedPath: [] };
      var result = getPath(next, path.slice(1));
      if (result.lastTraversedObject === null) result.lastTraversedObject = object;
      result.traversedPath.unshift(prop);
      if (last) {
        result.endPropIsDefined = !isPrimitive(object) && prop in object;
        result.hasEndProp = next !== undefined || result.endPropIsDefined;
        if (!result.hasEndProp) result.traversedPath.shift();
      }
      return result;
    }
    return { lastTraversedObject: null, traversedPath: [], value: object };
  }

  jest.equality = {
    equals: equals, iterableEquality: iterableEquality, subsetEquality: subsetEquality, typeEquality: typeEquality,
    arrayBufferEquality: arrayBufferEquality, sparseArrayEquality: sparseArrayEquality, getObjectSubset: getObjectSubset,
    getPath: getPath, pathAsArray: pathAsArray, isA: isA,
    // `this` inside a custom tester (expect.addEqualityTesters): {equals}.
    testerContext: function () { return { equals: equals }; }
  };
})
