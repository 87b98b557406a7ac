export default 'plain-ts';
