export function whoAmI() { return this === undefined ? 'this is undefined' : (typeof this === 'object' && this !== null && 'whoAmI' in this ? 'namespace' : 'other'); }
