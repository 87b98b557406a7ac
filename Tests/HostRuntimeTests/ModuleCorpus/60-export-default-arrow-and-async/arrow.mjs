export default (x) => x * 21;
