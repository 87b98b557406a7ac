// The built-in `expo` module when the package is not installed: its entry point,
// registerRootComponent, as expo/src/launch/registerRootComponent.tsx writes it
// (AppRegistry.registerComponent('main', () => component); the dev-tools wrapper it adds
// outside production builds is left out), and `expo-status-bar`'s StatusBar, which the
// Expo templates' App.tsx renders (expo-status-bar/src/StatusBar.tsx: it renders React
// Native's StatusBar).
// Called with (ReactNative, React); returns { expo, statusBar }.
(function (RN, React) {
  'use strict';
  function registerRootComponent(component) {
    RN.AppRegistry.registerComponent('main', () => component);
  }
  const expo = { registerRootComponent, __esModule: true };
  function StatusBar(props) {
    const style = props && props.style;
    const barStyle = style === 'light' ? 'light-content' : style === 'dark' ? 'dark-content' : 'default';
    return React.createElement(RN.StatusBar, Object.assign({}, props, { barStyle }));
  }
  const statusBar = {
    StatusBar, __esModule: true,
    setStatusBarStyle() {}, setStatusBarHidden() {}, setStatusBarBackgroundColor() {}, setStatusBarTranslucent() {},
    setStatusBarNetworkActivityIndicatorVisible() {},
  };
  return { expo, registerRootComponentModule: { default: registerRootComponent, __esModule: true }, statusBar };
})
