import { a, f } from './a.mjs'
import def from './a.mjs'
const x = a
f()
const y = def
;[x, y].forEach((v) => console.log(v))
console.log(`${a}`)
export const z = 1
export default z
