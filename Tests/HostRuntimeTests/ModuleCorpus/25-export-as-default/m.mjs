let x = 'before';
export function bump() { x = 'after (live)'; }
export { x as default };
