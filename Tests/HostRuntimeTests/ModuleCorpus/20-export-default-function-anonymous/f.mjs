export default function () { return 'anon'; }
