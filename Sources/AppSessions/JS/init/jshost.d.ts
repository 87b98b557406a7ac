// Types for jshost's test API (`jshost test`): the `simulate` global and the `jshost/test`
// module, so editors complete them. Written by `jshost init`; see jshost's docs/testing.md.

type JshostPlatform = 'ios' | 'android';
type JshostAppState = 'foreground' | 'background' | 'terminated';

/** One effect, exactly as `jshost run --json` prints it. */
interface JshostEffect {
  kind: 'display' | 'response' | 'handler' | 'openURL' | 'dial' | 'openApp' | 'dismiss' | 'email' | 'alert'
    | 'http' | 'log' | 'missed' | 'warning' | 'error' | 'dom' | 'native' | 'badge' | 'listener' | string;
  notification?: string;
  t?: number;
  seq?: number;
  [field: string]: unknown;
}

type JshostEffectFilter = string | Partial<Record<string, unknown>> | ((effect: JshostEffect) => boolean);

interface JshostMatrixRow {
  platform: JshostPlatform;
  appState: JshostAppState;
  shown: boolean;
  display?: JshostEffect;
  because: { rule: string; text: string; source: string }[];
  arrival: { effects: JshostEffect[] };
  taps: { action: string; title?: string; effects: JshostEffect[] }[];
}

interface JshostSimulate {
  /** Delivers a push as `jshost run --push` would; returns the notification id. */
  push(payload: object | string, options?: { id?: string; platform?: JshostPlatform; format?: string }): string;
  /** The user taps an action button (its id or title), with optional typed text. */
  tap(id: string, action: string, options?: { text?: string }): Promise<void>;
  /** A tap on the notification itself. */
  open(id: string): Promise<void>;
  dismiss(id: string): Promise<void>;
  appState(state: JshostAppState): void;
  /** Moves the virtual clock, firing the timers that fall due. */
  advance(ms: number): void;
  advanceAsync(ms: number): Promise<void>;
  settle(): Promise<void>;
  effects(filter?: JshostEffectFilter): JshostEffect[];
  expectEffect(partial: Partial<Record<string, unknown>>): JshostEffect;
  clearEffects(): void;
  render(id?: string, options?: { page?: boolean }): string;
  matrix(payload: object | string, options?: { entry?: string; tap?: string; format?: string }): JshostMatrixRow[];
  click(selector: string): void;
  input(selector: string, value: string): void;
  press(label: string): void;
  loadPage(path: string): Document;
  adapter(path: string): Record<string, (...args: unknown[]) => unknown>;
}

declare var simulate: JshostSimulate;

declare module 'jshost/test' {
  export const simulate: JshostSimulate;
}
