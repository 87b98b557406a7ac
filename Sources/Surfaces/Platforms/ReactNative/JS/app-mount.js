// Mounts the root component an app registered, as React Native's AppRegistry.runApplication
// does (Libraries/ReactNative/AppRegistry.js: runApplication → renderApplication, which
// renders <AppContainer rootTag={rootTag}><RootComponent {...initialProps} rootTag={rootTag} /></AppContainer>),
// but with react-test-renderer in place of React Native's renderer: host components
// (View, Text, …) are elements the renderer keeps and never draws.
// Called once with (TestRenderer, React); returns { mount(provider, initialProps), unmount(root) }.
(function (TestRenderer, React) {
  'use strict';
  return {
    mount(provider, initialProps) {
      const Component = provider();
      if (Component === null || Component === undefined || (typeof Component !== 'function' && typeof Component !== 'object')) {
        throw new TypeError('the component provider registered with AppRegistry.registerComponent returned '
          + String(Component) + ', not a component');
      }
      const props = Object.assign({ rootTag: 1 }, initialProps || {});
      return TestRenderer.create(React.createElement(Component, props));
    },
    unmount(root) { root.unmount(); },
  };
})
