const café = 'café ☕';
const i = 'if as name';
export { café, i as if };
export default 'def';
