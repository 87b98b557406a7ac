// A barrel file as apps write them: types re-exported without `type` (Babel's
// TypeScript preset leaves them; Metro's CommonJS output reads them as undefined),
// `export *`, and a default re-export.
export { NotificationProps, Channel } from './types';
export * from './channels';
export { default as channelName } from './channels';
