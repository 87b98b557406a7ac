export const a = 'a', b = 'b', c = 'c' // export { nope }
