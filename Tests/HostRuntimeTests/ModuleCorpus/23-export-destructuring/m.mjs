const obj = { a: 1, b: [2, 3], e: 4, f: 5 };
export const { a, b: [c, d], ...rest } = obj, [x, , y = 'dflt'] = ['X', 'skip'];
