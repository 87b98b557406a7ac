function legacy(m: string): string { return 'legacy:' + m; }
namespace legacy { export const version = 2; }
export = legacy;
