/**
 * Renders the web fallback of the in-app message.
 *
 * @jest-environment jsdom
 */
const formatTitle = require('format-title');

test('the docblock gives this file a page', () => {
  document.body.innerHTML = '<div id="inbox"></div>';
  document.getElementById('inbox').textContent = 'You have mail';
  expect(document.body.textContent).toBe('You have mail');
  expect(location.href).toBe('http://localhost/');
});

test('modules still resolve as configured', () => {
  expect(formatTitle('Sale')).toBe('[Sale]');
});
