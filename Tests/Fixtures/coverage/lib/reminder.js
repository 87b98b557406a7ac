'use strict';
const DEFAULT_DELAY = 60000;

function snoozeDelay(action, minutes) {
  if (action === 'snooze') {
    return (minutes || 10) * DEFAULT_DELAY;
  }
  return 0;
}

function neverCalled(x) {
  return x * 2;
}

const label = (kind) => kind === 'urgent' ? 'Urgent' : 'Normal';

class Scheduler {
  constructor(clock) { this.clock = clock; }
  at(delay = 0) {
    return this.clock + delay;
  }
  cancel() {
    return false;
  }
}

module.exports = { snoozeDelay, neverCalled, label, Scheduler };
