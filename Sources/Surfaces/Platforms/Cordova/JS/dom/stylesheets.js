// Style sheets (docs/pages.md, "computed styles"): jshost's user-agent sheet (ua.css), the
// page's <style> elements and <link rel="stylesheet"> files, parsed once each into rules
// (selectors the page DOM matches, their specificity, declarations with shorthands
// expanded, the @media conditions around them), and an index of the rules by the key of
// their selectors' last compound, rebuilt when a sheet may have changed.
(function (dom) {
  'use strict';
  const { native, parseSelector, parseStyle, declaration } = dom;

  // Rules: { selectors: [{ chain, specificity }], declarations: Map, order } in source order.
  function parseSheet(text, media) {
    const rules = [];
    const s = String(text).replace(/\/\*[\s\S]*?\*\//g, '');
    let i = 0;
    // The text up to the block's matching '}' (strings and nested blocks skipped over).
    function block() {
      const start = i;
      let depth = 1;
      while (i < s.length && depth > 0) {
        const c = s[i];
        if (c === '"' || c === "'") { const end = s.indexOf(c, i + 1); i = end < 0 ? s.length : end + 1; continue; }
        if (c === '{') depth++;
        else if (c === '}') depth--;
        i++;
      }
      return s.slice(start, i - 1);
    }
    function parseRules(until, conditions) {
      while (i < until) {
        const open = s.indexOf('{', i);
        const semi = s.indexOf(';', i);
        if (open < 0 || open >= until) return;
        const prelude = s.slice(i, open).trim();
        if (prelude.startsWith('@') && semi >= 0 && semi < open) { i = semi + 1; continue; }  // @import, @charset
        i = open + 1;
        const bodyStart = i;
        const body = block();
        if (prelude.startsWith('@')) {
          const m = /^@([\w-]+)\s*(.*)$/s.exec(prelude);
          const name = m ? m[1].toLowerCase() : '';
          if (name === 'media' || name === 'supports') {
            const end = i;
            i = bodyStart;
            parseRules(bodyStart + body.length, name === 'media' ? conditions.concat(m[2]) : conditions);
            i = end;
          }
          continue;  // @keyframes, @font-face, @page: nothing an element's style takes
        }
        const selectors = [];
        for (const text of splitList(prelude)) {
          // Pseudo-classes and the + and ~ combinators are not matched: skipped before parsing.
          if (/[:+~]/.test(text.replace(/\[[^\]]*\]/g, ''))) continue;
          try {
            for (const chain of parseSelector(text)) selectors.push({ chain, specificity: specificity(chain), text });
          } catch (e) { /* a selector the page DOM does not match: the rule does not apply through it */ }
        }
        if (selectors.length) rules.push({ selectors, declarations: expand(parseStyle(body)), media: conditions, order: 0 });
      }
    }
    parseRules(s.length, media ? [media] : []);
    return rules;
  }
  function splitList(text) {
    const out = [];
    let depth = 0, start = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === '(' || c === '[') depth++;
      else if (c === ')' || c === ']') depth--;
      else if (c === ',' && depth === 0) { out.push(text.slice(start, i)); start = i + 1; }
    }
    out.push(text.slice(start));
    return out.map((t) => t.trim()).filter(Boolean);
  }
  function specificity(chain) {
    let a = 0, b = 0, c = 0;
    for (const { compound } of chain) {
      if (compound.id !== null) a++;
      b += compound.classes.length + compound.attrs.length;
      if (compound.tag) c++;
    }
    return a * 1e6 + b * 1e3 + c;
  }
  // Shorthands whose longhands libraries read (margin-top, overflow-x, …).
  const boxSides = (prefix, suffix) => ['top', 'right', 'bottom', 'left'].map((side) => prefix + side + suffix);
  const shorthands = {
    margin: boxSides('margin-', ''), padding: boxSides('padding-', ''), inset: boxSides('', ''),
    'border-width': boxSides('border-', '-width'), 'border-style': boxSides('border-', '-style'), 'border-color': boxSides('border-', '-color'),
  };
  function expand(map) {
    for (const [name, d] of [...map]) {
      if (shorthands[name]) {
        const v = d.value.split(/\s+(?![^(]*\))/);
        const four = [v[0], v[1] ?? v[0], v[2] ?? v[0], v[3] ?? v[1] ?? v[0]];
        shorthands[name].forEach((longhand, k) => map.set(longhand, { value: four[k], important: d.important }));
      } else if (name === 'overflow') {
        const [x, y] = d.value.split(/\s+/);
        map.set('overflow-x', { value: x, important: d.important });
        map.set('overflow-y', { value: y || x, important: d.important });
      } else if (name === 'background' && /^(#[\da-f]+|rgba?\([^)]*\)|[a-z]+)$/i.test(d.value)) {
        map.set('background-color', d);
      }
    }
    return map;
  }

  const parsedSheets = new Map();  // text → rules
  function sheetRules(text, media) {
    const key = (media || '') + '\u0000' + text;
    let rules = parsedSheets.get(key);
    if (!rules) { rules = parseSheet(text, media); parsedSheets.set(key, rules); }
    return rules;
  }
  let uaRules = null;
  // The page's sheets in document order: <style> text and <link rel=stylesheet> files.
  function authorSheets(document) {
    const sheets = [];
    for (const el of document.getElementsByTagName('*')) {
      if (el.localName === 'style') sheets.push({ owner: el, href: null, rules: sheetRules(el.textContent, el.getAttribute('media')) });
      else if (el.localName === 'link' && /(^|\s)stylesheet(\s|$)/i.test(el.getAttribute('rel') || '') && el.getAttribute('href')) {
        const text = native.readPageFile(el.href);  // null: missing; false: denied (reported)
        if (typeof text === 'string') sheets.push({ owner: el, href: el.href, rules: sheetRules(text, el.getAttribute('media')) });
      }
    }
    return sheets;
  }

  // Rules by the key of their selectors' last compound (#id, .class, tag or *), for speed.
  let index = null;
  function ruleIndex(document) {
    const generation = dom.sheetsGeneration;
    if (index && index.generation === generation && index.document === document) return index;
    if (!uaRules) uaRules = parseSheet(native.uaStyleSheet ? native.uaStyleSheet() : '', null);
    const buckets = new Map();
    let order = 0;
    const add = (rules, origin) => {
      for (const rule of rules) {
        if (rule.media.length && !rule.media.every((m) => dom.evaluateMedia(m))) continue;
        order++;
        for (const selector of rule.selectors) {
          const last = selector.chain[selector.chain.length - 1].compound;
          const key = last.id !== null ? '#' + last.id : last.classes.length ? '.' + last.classes[0] : last.tag || '*';
          if (!buckets.has(key)) buckets.set(key, []);
          buckets.get(key).push({ rule, selector, origin, order });
        }
      }
    };
    add(uaRules, 0);
    const sheets = authorSheets(document);
    for (const sheet of sheets) add(sheet.rules, 1);
    index = { generation, document, buckets, sheets };
    return index;
  }


  // `document.styleSheets`: the page's sheets, each with its style rules.
  function styleSheets(document) {
    return ruleIndex(document).sheets.map((sheet) => ({
      href: sheet.href, ownerNode: sheet.owner, disabled: false, type: 'text/css',
      media: { mediaText: sheet.owner.getAttribute('media') || '' },
      cssRules: sheet.rules.map((rule) => ({
        type: 1,
        selectorText: rule.selectors.map((s) => s.text).join(', '),
        style: declaration(() => rule.declarations, null),
      })),
    }));
  }

  Object.assign(dom, { parseSheet, expand, ruleIndex, styleSheets });
})
