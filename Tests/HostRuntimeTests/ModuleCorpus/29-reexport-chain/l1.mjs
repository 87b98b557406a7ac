export * from './l2.mjs';
