// Jest's "modern" fake timers (the behaviour of @sinonjs/fake-timers as Jest drives
// it), over jshost's virtual clock: useFakeTimers replaces setTimeout/setInterval/
// setImmediate (and their clear*) and Date; advancing fake time also moves the
// device's virtual clock by the same amount (natives.advance), so timers the SDKs
// schedule natively fire in step, and simulate.advance moves fake time too.
// Adds `jest.timers`.
(function (jest) {
  'use strict';
  var natives = jest.natives;
  var global = globalThis;
  var RealDate = global.Date;
  var names = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'Date'];
  var originals = null;   // the globals replaced, while fake
  var clock = null;

  function Clock(now, loopLimit) {
    this.now = now;
    this.timers = new Map();
    this.nextId = 1e12;
    this.loopLimit = loopLimit || 100000;
    this.duringTick = false;
    this.owed = 0;
  }
  Clock.prototype.add = function (func, args, delay, interval, immediate) {
    if (typeof func !== 'function') {
      throw new TypeError('[ERR_INVALID_CALLBACK]: Callback must be a function. Received ' + func + ' of type ' + typeof func);
    }
    if (typeof delay !== 'number') delay = Number(delay);
    if (!(delay >= 0) || delay > 2147483647) delay = delay > 2147483647 ? 1 : 0;
    delay = Math.floor(delay);
    var id = this.nextId++;
    var at = this.now + (delay || (this.duringTick ? 1 : 0));
    this.timers.set(id, { id: id, func: func, args: args, callAt: at, interval: interval ? (delay || (this.duringTick ? 1 : 0)) : undefined, immediate: !!immediate });
    return id;
  };
  // The timer due first (at or before `limit`): the earliest callAt, immediates before
  // timers due at the same time, then the order they were added in.
  Clock.prototype.first = function (limit) {
    var best = null;
    for (var t of this.timers.values()) {
      if (limit !== undefined && t.callAt > limit) continue;
      if (best === null || t.callAt < best.callAt || (t.callAt === best.callAt && ((t.immediate && !best.immediate) || (t.immediate === best.immediate && t.id < best.id)))) best = t;
    }
    return best;
  };
  Clock.prototype.last = function () {
    var best = null;
    this.timers.forEach(function (t) { if (!best || t.callAt > best.callAt || (t.callAt === best.callAt && t.id > best.id)) best = t; });
    return best;
  };
  // Moves fake time to `to`, and the device's virtual clock with it. While the device
  // has no timer waiting, the move is only noted and made at once later (`flush`).
  Clock.prototype.moveTo = function (to) {
    var delta = to - this.now;
    this.now = to;
    if (delta > 0) this.owed += delta;
    if (this.owed > 0 && natives.deviceHasTimers) this.flush();
  };
  Clock.prototype.flush = function () {
    var owed = this.owed;
    this.owed = 0;
    if (owed > 0) natives.advance(owed);
  };
  Clock.prototype.fire = function (timer) {
    if (timer.interval !== undefined) timer.callAt += timer.interval;
    else this.timers.delete(timer.id);
    timer.func.apply(null, timer.args);
  };
  Clock.prototype.tick = function (ms) {
    ms = typeof ms === 'number' ? ms : Number(ms) || 0;
    var target = this.now + ms, firstError = null;
    this.duringTick = true;
    try {
      var timer;
      while ((timer = this.first(target)) !== null && clock === this) {
        this.moveTo(Math.max(this.now, timer.callAt));
        try { this.fire(timer); } catch (e) { if (firstError === null) firstError = { error: e }; }
      }
    } finally {
      this.duringTick = false;
    }
    if (clock === this) { this.moveTo(Math.max(this.now, target)); this.flush(); }
    if (firstError) throw firstError.error;
    return this.now;
  };
  Clock.prototype.tickAsync = function (ms) {
    var self = this, target = this.now + (Number(ms) || 0);
    var yieldOnce = function () { return new Promise(function (resolve) { originals.setTimeout.call(global, resolve, 0); }); };
    var firstError = null;
    function step() {
      return yieldOnce().then(function () {
        if (clock !== self) return self.now;
        var timer = self.first(target);
        if (!timer) {
          self.moveTo(Math.max(self.now, target));
          self.flush();
          if (firstError) throw firstError.error;
          return self.now;
        }
        self.moveTo(Math.max(self.now, timer.callAt));
        self.duringTick = true;
        try { self.fire(timer); } catch (e) { if (firstError === null) firstError = { error: e }; } finally { self.duringTick = false; }
        return step();
      });
    }
    return step();
  };
  Clock.prototype.next = function () {
    var timer = this.first();
    if (!timer) return this.now;
    this.moveTo(Math.max(this.now, timer.callAt));
    this.duringTick = true;
    try { this.fire(timer); } finally { this.duringTick = false; }
    return this.now;
  };
  Clock.prototype.runAll = function () {
    try {
      for (var i = 0; i < this.loopLimit; i++) {
        if (this.timers.size === 0 || clock !== this) return this.now;
        this.next();
      }
    } finally {
      this.flush();
    }
    if (this.timers.size === 0) return this.now;
    throw new Error('Aborting after running ' + this.loopLimit + ' timers, assuming an infinite loop!');
  };
  Clock.prototype.runAllAsync = function () {
    var self = this, i = 0;
    var yieldOnce = function () { return new Promise(function (resolve) { originals.setTimeout.call(global, resolve, 0); }); };
    function step() {
      return yieldOnce().then(function () {
        if (self.timers.size === 0 || clock !== self) { self.flush(); return self.now; }
        if (i++ >= self.loopLimit) { self.flush(); throw new Error('Aborting after running ' + self.loopLimit + ' timers, assuming an infinite loop!'); }
        self.next();
        return step();
      });
    }
    return step();
  };
  Clock.prototype.runToLast = function () {
    var timer = this.last();
    if (!timer) return this.now;
    return this.tick(timer.callAt - this.now);
  };
  Clock.prototype.setSystemTime = function (now) {
    var to = now instanceof RealDate ? now.getTime() : (now === undefined ? 0 : Number(now));
    var difference = to - this.now;
    this.now = to;
    this.timers.forEach(function (t) { t.callAt += difference; });
  };

  function makeDate(c) {
    function ClockDate(a, b, d, h, m, s, ms) {
      if (!(this instanceof ClockDate)) return new RealDate(c.now).toString();
      switch (arguments.length) {
        case 0: return Reflect.construct(RealDate, [c.now], new.target || ClockDate);
        default: return Reflect.construct(RealDate, Array.prototype.slice.call(arguments), new.target || ClockDate);
      }
    }
    ClockDate.prototype = RealDate.prototype;
    ClockDate.now = function () { return c.now; };
    ClockDate.UTC = RealDate.UTC;
    ClockDate.parse = RealDate.parse;
    ClockDate.toString = function () { return RealDate.toString(); };
    Object.defineProperty(ClockDate, 'name', { value: 'Date' });
    return ClockDate;
  }

  var noArguments = [];
  function extraArguments(args, from) {
    return args.length > from ? Array.prototype.slice.call(args, from) : noArguments;
  }

  function install(config) {
    config = config || {};
    if (clock) uninstall();
    var start = config.now === undefined ? RealDate.now() : (config.now instanceof RealDate ? config.now.getTime() : Number(config.now));
    var c = new Clock(start, config.timerLimit);
    var skip = Array.isArray(config.doNotFake) ? config.doNotFake : [];
    originals = {};
    names.forEach(function (n) { originals[n] = global[n]; });
    clock = c;
    function fake(name, value) {
      if (skip.indexOf(name) >= 0) return;
      Object.defineProperty(global, name, { value: value, writable: true, configurable: true, enumerable: false });
    }
    var realClear = originals.clearTimeout;
    function clear(id) {
      if (id === undefined || id === null) return;
      var key = typeof id === 'object' && id !== null && 'id' in id ? id.id : Number(id);
      if (c.timers.has(key)) c.timers.delete(key);
      else if (key < 1e12) realClear.call(global, id);
    }
    fake('setTimeout', function setTimeout(fn, delay) { return c.add(fn, extraArguments(arguments, 2), delay, false, false); });
    fake('setInterval', function setInterval(fn, delay) { return c.add(fn, extraArguments(arguments, 2), delay, true, false); });
    fake('setImmediate', function setImmediate(fn) { return c.add(fn, extraArguments(arguments, 1), 0, false, true); });
    fake('clearTimeout', function clearTimeout(id) { clear(id); });
    fake('clearInterval', function clearInterval(id) { clear(id); });
    fake('clearImmediate', function clearImmediate(id) { clear(id); });
    fake('Date', makeDate(c));
  }
  function uninstall() {
    if (!clock) return;
    names.forEach(function (n) {
      Object.defineProperty(global, n, { value: originals[n], writable: true, configurable: true, enumerable: false });
    });
    clock = null;
  }

  function warnNotFake(api) {
    // Jest logs a warning and does nothing when fake timers are not in use.
    console.warn('A function to advance timers was called but the timers APIs are not replaced with fake timers. Call `jest.useFakeTimers()` in this test file or enable fake timers for all tests by setting \'fakeTimers\': {\'enableGlobally\': true} in Jest configuration file.');
    return false;
  }
  function check() { return clock ? true : warnNotFake(); }

  jest.timers = {
    install: install,
    uninstall: uninstall,
    isFake: function () { return clock !== null; },
    now: function () { return clock ? clock.now : RealDate.now(); },
    realNow: function () { return RealDate.now(); },
    advanceTimersByTime: function (ms) { if (check()) clock.tick(ms); },
    advanceTimersByTimeAsync: function (ms) { return check() ? clock.tickAsync(ms).then(function () {}) : Promise.resolve(); },
    advanceTimersToNextTimer: function (steps) {
      if (!check()) return;
      steps = steps === undefined ? 1 : steps;
      for (var i = 0; i < steps; i++) {
        var t = clock.first();
        if (!t) break;
        clock.tick(t.callAt - clock.now);
      }
    },
    advanceTimersToNextTimerAsync: function (steps) {
      if (!check()) return Promise.resolve();
      steps = steps === undefined ? 1 : steps;
      var c = clock, i = 0;
      function step() {
        if (i++ >= steps) return Promise.resolve();
        var t = c.first();
        if (!t) return Promise.resolve();
        return c.tickAsync(t.callAt - c.now).then(step);
      }
      return step();
    },
    runAllTimers: function () { if (check()) clock.runAll(); },
    runAllTimersAsync: function () { return check() ? clock.runAllAsync().then(function () {}) : Promise.resolve(); },
    runOnlyPendingTimers: function () { if (check()) clock.runToLast(); },
    runOnlyPendingTimersAsync: function () {
      if (!check()) return Promise.resolve();
      var t = clock.last();
      return t ? clock.tickAsync(t.callAt - clock.now).then(function () {}) : Promise.resolve();
    },
    runAllTicks: function () {},
    runAllImmediates: function () {
      if (!check()) return;
      var t;
      while ((t = clock.first()) && t.immediate && clock.timers.size) clock.next();
    },
    getTimerCount: function () { return clock ? clock.timers.size : 0; },
    clearAllTimers: function () { if (clock) clock.timers.clear(); },
    setSystemTime: function (now) { if (clock) clock.setSystemTime(now); },
    getRealSystemTime: function () { return RealDate.now(); },
    // simulate.advance(ms) while fake timers are on: fake time moves too.
    tick: function (ms) { return clock.tick(ms); },
    tickAsync: function (ms) { return clock.tickAsync(ms); }
  };
})
