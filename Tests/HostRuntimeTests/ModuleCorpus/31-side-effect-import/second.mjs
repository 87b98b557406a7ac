(globalThis.order ||= []).push('second');
