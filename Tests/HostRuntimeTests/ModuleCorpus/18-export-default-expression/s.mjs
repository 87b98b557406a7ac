const base = 'str';
export default base + 'ing'
