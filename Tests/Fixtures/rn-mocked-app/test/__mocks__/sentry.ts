import type { Breadcrumb } from './sentry-types';

export const init = jest.fn();
export const captureException = jest.fn((error: Error) => {
  console.log(`[sentry mock] captured ${error.message}`);
});
export const addBreadcrumb = jest.fn((crumb: Breadcrumb) => {
  console.log(`[sentry mock] breadcrumb ${crumb.category}: ${crumb.message}`);
});
export const wrap = <T,>(component: T): T => component;

export default { init, captureException, addBreadcrumb, wrap };
