export function useEarly() { return typeof greet; }
export default function greet(n) { return 'hi ' + n; }
