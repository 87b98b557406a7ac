// The CPU budget of a turn covers its microtasks (docs/architecture.md, "Entering
// JavaScript"). JavaScriptCore runs each microtask as its own outermost entry, so its
// execution time limit restarts for every job and an endless chain of short jobs -
// queueMicrotask(function f () { queueMicrotask(f); }), a .then that returns a new
// .then, a recursive process.nextTick - would never be stopped by it. Every job
// scheduled through Promise.prototype.then (and so catch, finally, queueMicrotask and
// process.nextTick) therefore asks the host, before it runs, whether the turn it runs
// in still has budget (host.turnCheck(): the turn's number, negated once its CPU
// time is used up). A job whose turn is over budget, or that was scheduled in a turn that
// ran over, does not run: the chain ends there, and the host reports the turn's entry
// as a timeout. Loops of bare `await` continuations do not pass through here: the host
// stops them by draining the turn's microtasks inside one watched entry (Runtime.enter).
(function (host, shared) {
  'use strict';
  if (typeof host.turnCheck !== 'function') return;
  var turnCheck = host.turnCheck;
  var dead = host.turnState.dead; // turn number -> true, for turns that ran over budget
  var apply = Reflect.apply;
  var then = Promise.prototype.then;

  function guard(callback, created) {
    return function (value) {
      if (turnCheck() < 0 || dead[created] === true) return undefined;
      return apply(callback, undefined, [value]);
    };
  }

  // A method (not a function expression): named `then`, length 2, not a constructor,
  // like the built-in.
  var wrapped = {
    then(onFulfilled, onRejected) {
      var created = turnCheck();
      if (created < 0) created = -created;
      return apply(then, this, [
        typeof onFulfilled === 'function' ? guard(onFulfilled, created) : onFulfilled,
        typeof onRejected === 'function' ? guard(onRejected, created) : onRejected
      ]);
    }
  }.then;
  Object.defineProperty(Promise.prototype, 'then', { value: wrapped, writable: true, configurable: true, enumerable: false });
})
