// useLastNotificationResponse (useLastNotificationResponse.ts) and
// getLastNotificationResponseAsync. jshost's `react` module never renders, so this file
// mocks `react` with a minimal hooks renderer (state that re-renders, effects after the
// render) and renders a component that uses the hook.
jest.mock('react', () => {
  let current = null;
  function render(Component) {
    const root = { states: [], effects: [], cleanups: [], output: undefined, pending: [] };
    const run = () => {
      let i = 0;
      current = { root, next: () => i++ };
      root.output = Component();
      current = null;
      const due = root.pending; root.pending = [];
      for (const effect of due) effect();
    };
    root.rerender = run;
    run();
    return root;
  }
  function useState(initial) {
    const { root, next } = current;
    const i = next();
    if (!(i in root.states)) root.states[i] = initial;
    const set = (value) => {
      const v = typeof value === 'function' ? value(root.states[i]) : value;
      if (v !== root.states[i]) { root.states[i] = v; root.rerender(); }
    };
    return [root.states[i], set];
  }
  function useEffect(effect, deps) {
    const { root, next } = current;
    const i = next();
    if (i in root.effects) return;   // [] deps: once
    root.effects[i] = true;
    root.pending.push(() => { root.cleanups[i] = effect(); });
  }
  return { render, useState, useEffect, useLayoutEffect: useEffect };
});
const React = require('react');
const N = require('expo-notifications');

test('undefined, then null before any response, then the response of a tap', async () => {
  expect(await N.getLastNotificationResponseAsync()).toBeNull();
  const seen = [];
  const App = () => {
    const r = N.useLastNotificationResponse();
    seen.push(r === undefined ? 'undefined' : r === null ? 'null' : r.actionIdentifier + ' ' + r.notification.request.identifier);
    return null;
  };
  React.render(App);
  await simulate.settle();
  expect(seen).toEqual(['undefined', 'null']);
  const id = simulate.push({ to: 'ExponentPushToken[abc]', title: 'Lunch', body: 'Thursday' }, { id: 'lunch' });
  await simulate.open(id);
  expect(seen[seen.length - 1]).toBe(N.DEFAULT_ACTION_IDENTIFIER + ' lunch');
  const last = await N.getLastNotificationResponseAsync();
  expect(last.actionIdentifier).toBe(N.DEFAULT_ACTION_IDENTIFIER);
  expect(last.notification.request.identifier).toBe('lunch');
});

test('a component mounted after the tap gets the last response', async () => {
  const seen = [];
  React.render(() => { const r = N.useLastNotificationResponse(); seen.push(r ? r.notification.request.identifier : String(r)); return null; });
  await simulate.settle();
  expect(seen).toEqual(['undefined', 'lunch']);
});

test('in a quit app the hook waits for the launch, then gets the launching response', async () => {
  await N.clearLastNotificationResponseAsync();
  simulate.appState('terminated');
  const seen = [];
  React.render(() => { const r = N.useLastNotificationResponse(); seen.push(r ? r.notification.request.identifier : String(r)); return null; });
  await simulate.settle();
  // The fetch (getLastNotificationResponseAsync) waits: the app has not been launched.
  expect(seen).toEqual(['undefined']);
  const id = simulate.push({ to: 'ExponentPushToken[abc]', title: 'Cold', body: 'start' }, { id: 'cold' });
  await simulate.open(id);
  expect(seen).toEqual(['undefined', 'cold']);
});
