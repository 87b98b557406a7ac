export default 40 + 2;
