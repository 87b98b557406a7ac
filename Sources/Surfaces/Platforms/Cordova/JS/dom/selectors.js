// Selectors: parsing (tag, *, #id, .class, [attr], [attr op value], descendant and >
// combinators, comma lists), matching, and the tree walks querySelector(All) use.
(function (dom) {
  'use strict';
  const { userFrame2 } = dom;


  const selectorCache = new Map();
  function parseSelector(text) {
    const source = String(text);
    if (selectorCache.has(source)) return selectorCache.get(source);
    const groups = [];
    let i = 0;
    const s = source;
    const fail = (why) => { throw userFrame2(new SyntaxError("'" + source + "' is not a selector jshost's page DOM supports: " + why + ' (tag, #id, .class, [attr], [attr=value], descendant and > combinators, comma lists)')); };
    const ident = () => {
      const m = /^-?(?:[A-Za-z_\u00a0-\uffff]|\\.)(?:[\w\-\u00a0-\uffff]|\\.)*/.exec(s.slice(i));
      if (!m) fail('expected a name at ' + (i + 1));
      i += m[0].length;
      return m[0].replace(/\\(.)/g, '$1');
    };
    const space = () => { const start = i; while (i < s.length && /\s/.test(s[i])) i++; return i > start; };
    let chain = [];
    let combinator = null;
    space();
    while (i < s.length) {
      const compound = { tag: null, id: null, classes: [], attrs: [] };
      let any = false;
      for (;;) {
        const c = s[i];
        if (c === '*') { i++; any = true; continue; }
        if (c === '#') { i++; compound.id = ident(); any = true; continue; }
        if (c === '.') { i++; compound.classes.push(ident()); any = true; continue; }
        if (c === '[') {
          i++; space();
          const name = ident().toLowerCase(); space();
          let op = null, value = null;
          const m = /^([~|^$*]?=)/.exec(s.slice(i));
          if (m) {
            op = m[1]; i += op.length; space();
            const q = s[i];
            if (q === '"' || q === "'") {
              const end = s.indexOf(q, i + 1);
              if (end < 0) fail('unterminated string');
              value = s.slice(i + 1, end); i = end + 1;
            } else value = ident();
            space();
            if (s[i] === 'i' || s[i] === 'I') { i++; space(); }
          }
          if (s[i] !== ']') fail("expected ']'");
          i++;
          compound.attrs.push({ name, op, value });
          any = true; continue;
        }
        if (c === ':') fail('pseudo-classes like ' + (/^::?[\w-]+/.exec(s.slice(i)) || [':'])[0] + ' are not supported');
        if (c && /[A-Za-z_\u00a0-\uffff\\-]/.test(c) && !any) { compound.tag = ident().toLowerCase(); any = true; continue; }
        break;
      }
      if (!any) fail('unexpected ' + JSON.stringify(s[i] || 'end'));
      chain.push({ compound, combinator });
      const spaced = space();
      const c = s[i];
      if (c === undefined) break;
      if (c === ',') { i++; space(); groups.push(chain); chain = []; combinator = null; continue; }
      if (c === '>') { i++; space(); combinator = '>'; continue; }
      if (c === '+' || c === '~') fail("the '" + c + "' combinator is not supported");
      if (spaced) { combinator = ' '; continue; }
      fail('unexpected ' + JSON.stringify(c));
    }
    if (chain.length === 0) fail('it is empty');
    groups.push(chain);
    selectorCache.set(source, groups);
    return groups;
  }
  function matchesCompound(el, c) {
    if (c.tag && el.localName !== c.tag) return false;
    if (c.id !== null && el.getAttribute('id') !== c.id) return false;
    if (c.classes.length) {
      const own = (el.getAttribute('class') || '').split(/\s+/);
      for (const cls of c.classes) if (!own.includes(cls)) return false;
    }
    for (const a of c.attrs) {
      const v = el.getAttribute(a.name);
      if (v === null) return false;
      switch (a.op) {
        case null: break;
        case '=': if (v !== a.value) return false; break;
        case '~=': if (!v.split(/\s+/).includes(a.value)) return false; break;
        case '|=': if (v !== a.value && !v.startsWith(a.value + '-')) return false; break;
        case '^=': if (!a.value || !v.startsWith(a.value)) return false; break;
        case '$=': if (!a.value || !v.endsWith(a.value)) return false; break;
        case '*=': if (!a.value || !v.includes(a.value)) return false; break;
      }
    }
    return true;
  }
  function matchesChain(el, chain, index, scope) {
    const { compound, combinator } = chain[index];
    if (!matchesCompound(el, compound)) return false;
    if (index === 0) return true;
    if (combinator === '>') {
      const parent = el.parentNode;
      return !!parent && parent.nodeType === 1 && parent !== scope && matchesChain(parent, chain, index - 1, scope);
    }
    for (let p = el.parentNode; p && p.nodeType === 1 && p !== scope; p = p.parentNode) {
      if (matchesChain(p, chain, index - 1, scope)) return true;
    }
    return false;
  }
  function matches(el, selector, scope) {
    return parseSelector(selector).some((chain) => matchesChain(el, chain, chain.length - 1, scope));
  }
  function* descendants(root) {
    const stack = root._nodes.slice().reverse();
    while (stack.length) {
      const node = stack.pop();
      if (node.nodeType === 1) {
        yield node;
        for (let i = node._nodes.length - 1; i >= 0; i--) stack.push(node._nodes[i]);
      } else if (node.nodeType === 11) {
        for (let i = node._nodes.length - 1; i >= 0; i--) stack.push(node._nodes[i]);
      }
    }
  }
  function queryAll(root, selector) {
    parseSelector(selector);
    const out = [];
    // Scoped like querySelectorAll: the element itself is not a candidate, its ancestors may match the left side.
    for (const el of descendants(root)) if (matches(el, selector, null)) out.push(el);
    return out;
  }
  function query(root, selector) {
    parseSelector(selector);
    for (const el of descendants(root)) if (matches(el, selector, null)) return el;
    return null;
  }

  Object.assign(dom, { parseSelector, matches, matchesChain, descendants, queryAll, query });
})
