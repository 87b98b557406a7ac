export default async function () { return 'async anon'; }
