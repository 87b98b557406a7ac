export default async (x) => 'async ' + x;
