export const where = import.meta.url.split('/').slice(-2).join('/');
