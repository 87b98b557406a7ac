// MutationObserver (DOM Standard §4.3): what the tree edits report (nodes.js, elements.js
// call dom.mutation while an observer is registered) is queued per observer and delivered
// in a microtask, as browsers do. IntersectionObserver and ResizeObserver need layout.
(function (dom) {
  'use strict';
  const { native, hidden, NodeList, list, unsupported } = dom;

  const registrations = new WeakMap();  // node → [{ observer, options }]
  const pending = new Set();            // observers with queued records
  let scheduled = false;

  class MutationRecord {
    constructor(init) {
      this.type = init.type;
      this.target = init.target;
      this.addedNodes = list(NodeList, init.addedNodes || []);
      this.removedNodes = list(NodeList, init.removedNodes || []);
      this.previousSibling = init.previousSibling || null;
      this.nextSibling = init.nextSibling || null;
      this.attributeName = init.attributeName || null;
      this.attributeNamespace = null;
      this.oldValue = init.oldValue === undefined ? null : init.oldValue;
    }
  }

  class MutationObserver {
    constructor(callback) {
      if (typeof callback !== 'function') throw new TypeError("Failed to construct 'MutationObserver': parameter 1 is not of type 'Function'.");
      hidden(this, '_callback', callback);
      hidden(this, '_records', []);
      hidden(this, '_targets', new Set());
    }
    observe(target, options) {
      if (!target || typeof target.nodeType !== 'number') throw new TypeError("Failed to execute 'observe' on 'MutationObserver': parameter 1 is not of type 'Node'.");
      const o = Object.assign({}, options || {});
      if ((o.attributeOldValue || o.attributeFilter) && o.attributes === undefined) o.attributes = true;
      if (o.characterDataOldValue && o.characterData === undefined) o.characterData = true;
      if (!o.childList && !o.attributes && !o.characterData) {
        throw new TypeError("Failed to execute 'observe' on 'MutationObserver': The options object must set at least one of 'attributes', 'characterData', or 'childList' to true.");
      }
      let list = registrations.get(target);
      if (!list) registrations.set(target, list = []);
      const existing = list.find((r) => r.observer === this);
      if (existing) existing.options = o;
      else { list.push({ observer: this, options: o }); this._targets.add(target); dom.observing++; }
    }
    disconnect() {
      for (const target of this._targets) {
        const list = registrations.get(target) || [];
        const at = list.findIndex((r) => r.observer === this);
        if (at >= 0) { list.splice(at, 1); dom.observing--; }
      }
      this._targets.clear();
      this._records = [];
    }
    takeRecords() { const records = this._records; this._records = []; return records; }
  }

  // Queues a record of `type` at `target` for every observer watching it (or an ancestor, with subtree).
  function mutation(type, target, init) {
    const interested = new Map();
    for (let node = target; node; node = node._parent) {
      const list = registrations.get(node);
      if (!list) continue;
      for (const { observer, options } of list) {
        if (node !== target && !options.subtree) continue;
        if (type === 'childList' && !options.childList) continue;
        if (type === 'characterData' && !options.characterData) continue;
        if (type === 'attributes' && (!options.attributes || (options.attributeFilter && !options.attributeFilter.includes(init.attributeName)))) continue;
        const wantsOld = type === 'attributes' ? options.attributeOldValue : type === 'characterData' ? options.characterDataOldValue : false;
        if (!interested.has(observer) || wantsOld) interested.set(observer, wantsOld);
      }
    }
    for (const [observer, wantsOld] of interested) {
      observer._records.push(new MutationRecord(Object.assign({ type, target }, init, { oldValue: wantsOld ? init.oldValue : null })));
      pending.add(observer);
    }
    if (pending.size && !scheduled) { scheduled = true; queueMicrotask(deliver); }
  }
  function deliver() {
    scheduled = false;
    const observers = [...pending];
    pending.clear();
    for (const observer of observers) {
      const records = observer.takeRecords();
      if (!records.length) continue;
      try { observer._callback.call(observer, records, observer); } catch (error) { native.reportError(error); }
    }
  }

  Object.assign(dom, {
    mutation, MutationObserver, MutationRecord,
    IntersectionObserver: unsupported('IntersectionObserver'), ResizeObserver: unsupported('ResizeObserver'),
  });
})
