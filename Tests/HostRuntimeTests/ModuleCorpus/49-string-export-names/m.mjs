const a = 'dash name';
export { a as 'a-b' };
export default 'dflt';
