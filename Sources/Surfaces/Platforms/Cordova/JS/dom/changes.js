// What scripts change in the page's document, recorded after load and read back after
// each event as `dom` effects (docs/pages.md, "What a handler changes").
(function (dom) {
  'use strict';
  const { native } = dom;


  let recording = false;
  let changes = new Map();
  // The page's URL fragment changed (a router navigating: `location.hash = '#/detail/7'`).
  let locationChanged = false;
  function recordLocation() {
    if (!recording) return;
    if (changes.size === 0 && !locationChanged) native.changed();
    locationChanged = true;
  }
  function record(node, change) {
    if (!recording) return;
    let element = node;
    if (node.nodeType === 3 || node.nodeType === 8) { element = node.parentNode; change = 'text'; }
    if (!element || element.nodeType !== 1 || !element.isConnected) return;
    if (changes.size === 0) native.changed();
    let aspects = changes.get(element);
    if (!aspects) changes.set(element, aspects = new Set());
    aspects.add(change);
  }
  function describe(element) {
    const id = element.getAttribute('id');
    if (id) return '#' + id;
    const parent = element.parentNode;
    let name = element.localName;
    const cls = (element.getAttribute('class') || '').trim().split(/\s+/).filter(Boolean);
    if (cls.length) name += '.' + cls.join('.');
    if (!parent || parent.nodeType !== 1) return name;
    if (element.localName === 'body' || element.localName === 'head' || element.localName === 'html') return element.localName;
    const same = parent.children.filter((e) => e.localName === element.localName);
    if (same.length > 1) name += ':nth-of-type(' + (same.indexOf(element) + 1) + ')';
    return describe(parent) + ' > ' + name;
  }
  const clip = (text) => (text.length > 200 ? text.slice(0, 199) + '…' : text);
  function takeChanges() {
    const out = [];
    for (const [element, aspects] of changes) {
      if (!element.isConnected) continue;
      const target = describe(element);
      for (const change of aspects) {
        let value;
        if (change === 'text') value = element.textContent;
        else if (change === 'html') value = element.innerHTML;
        else if (change === 'value') value = String(element.value);
        else if (change === 'checked') value = String(element.checked);
        else if (change === 'class') value = element.getAttribute('class') || '';
        else if (change === 'style') value = element.getAttribute('style') || '';
        else if (change.startsWith('attr ')) { value = element.getAttribute(change.slice(5)); if (value === null) value = '(removed)'; }
        out.push({ target, change, value: clip(String(value)) });
      }
    }
    changes = new Map();
    if (locationChanged) {
      locationChanged = false;
      out.push({ target: 'location', change: 'hash', value: clip(String(globalThis.location ? globalThis.location.hash : '')) });
    }
    return out;
  }

  const startRecording = () => { recording = true; changes = new Map(); locationChanged = false; };
  const hasChanges = () => changes.size > 0 || locationChanged;

  Object.assign(dom, { record, recordLocation, takeChanges, startRecording, hasChanges });
})
