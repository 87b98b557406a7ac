export default 'default of a';
