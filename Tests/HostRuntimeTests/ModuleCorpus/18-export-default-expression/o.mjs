export default { a: 1, b: [2, 3] }
