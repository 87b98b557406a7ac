// The engine's unhandled-rejection callback (docs/architecture.md, "Unhandled
// rejections"). JavaScriptCore calls it once for every promise that was rejected with no
// handler, when a turn's microtasks have run out, inside the turn's entry. The first
// host.rejectionReportLimit rejections go to the host with their reasons; the rest are
// only counted, here, where the engine's call costs a fraction of a call into the host.
// Counting is the turn's work too: every 1024 rejections the host is asked whether the
// turn has used up its CPU budget (host.rejectionBudgetSpent); once it has, the turn ends
// as a timeout and the host makes Function.prototype the engine's callback, so that the
// rest of the flood - which the engine walks through regardless - is neither counted nor
// read. A call into the host may throw after it did its work (the engine's termination,
// while a stopped turn's leftovers run); the engine ignores what this function throws.
(function (host, shared) {
  'use strict';
  var keep = host.keepRejection;
  var spent = host.rejectionBudgetSpent;
  var limit = host.rejectionReportLimit;
  var handed = 0; // kept by the host for the report (never more than limit)
  var counted = 0;
  host.countedRejections = function () { return counted; };
  // The host took back kept rejections whose promise got a handler after all.
  host.forgetRejections = function (n) { handed -= n; };
  host.unhandledRejection = function (promise, reason) {
    if (handed < limit) {
      handed++;
      keep(promise, reason);
      return;
    }
    if ((++counted & 1023) === 0) spent();
  };
})
