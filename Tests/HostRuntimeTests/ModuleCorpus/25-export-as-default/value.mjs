let y = 'value';
export default y;
y = 'changed (default expression is not live)';
