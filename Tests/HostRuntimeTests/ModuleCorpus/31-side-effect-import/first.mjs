(globalThis.order ||= []).push('first');
