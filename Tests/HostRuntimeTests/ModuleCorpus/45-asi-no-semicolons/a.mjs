export const a = 'a'
export function f() { console.log('f called') }
export default 'def'
