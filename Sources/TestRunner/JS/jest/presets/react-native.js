// What react-native's Jest preset sets up (`preset: 'react-native'`) when the project has no
// react-native package of its own: the globals and module mocks of its setup file, applied
// to jshost's built-in `react-native` module (docs/testing.md, "Presets"). Read from
// facebook/react-native packages/react-native (0.73–0.76): jest/setup.js (globals, the
// `jest.mock` calls and the NativeModules mock), jest/mockComponent.js,
// jest/MockNativeMethods.js, jest/mockNativeComponent.js, jest/mockModal.js, and
// packages/polyfills/error-guard.js (global ErrorUtils).
// Called once per test file with (jest, RN, React) before the project's setup files:
// jest is the test file's jest object, RN the built-in module's exports (changed in place,
// so `require('react-native').Linking` and `react-native/Libraries/Linking/Linking` are
// the same mock, as the preset's jest.mock of the Libraries file makes them); returns
// the mock functions' owners by name, which the jest-expo setup builds on.
(function (jest, RN, React) {
  'use strict';
  const global = globalThis;
  function define(name, value) {
    Object.defineProperty(global, name, { configurable: true, enumerable: true, value, writable: true });
  }
  // @react-native/js-polyfills/error-guard.
  let inGuard = 0;
  let globalHandler = (error) => { throw error; };
  const ErrorUtils = {
    setGlobalHandler(fn) { globalHandler = fn; },
    getGlobalHandler() { return globalHandler; },
    reportError(error) { globalHandler && globalHandler(error, false); },
    reportFatalError(error) { globalHandler && globalHandler(error, true); },
    applyWithGuard(fn, context, args) {
      try { inGuard++; return fn.apply(context, args); } catch (error) { ErrorUtils.reportError(error); } finally { inGuard--; }
      return null;
    },
    applyWithGuardIfNeeded(fn, context, args) {
      if (ErrorUtils.inGuard()) return fn.apply(context, args);
      ErrorUtils.applyWithGuard(fn, context, args);
      return null;
    },
    inGuard() { return !!inGuard; },
    guard(fn, name, context) {
      if (typeof fn !== 'function') { console.warn('A function must be passed to ErrorUtils.guard, got ', fn); return null; }
      return function guarded(...args) { return ErrorUtils.applyWithGuard(fn, context ?? this, args); };
    },
  };
  global.ErrorUtils = ErrorUtils;

  // jest/setup.js's Object.defineProperties(global, …). regeneratorRuntime is the
  // regenerator-runtime package there; it is set only when the project has it.
  define('__DEV__', true);
  define('cancelAnimationFrame', (id) => clearTimeout(id));
  define('nativeFabricUIManager', {});
  define('performance', { now: jest.fn(Date.now) });
  try { define('regeneratorRuntime', jest.requireActual('regenerator-runtime/runtime')); } catch (error) { /* not installed */ }
  define('requestAnimationFrame', (callback) => setTimeout(() => callback(jest.now()), 0));
  define('window', global);

  // jest/MockNativeMethods.js.
  const MockNativeMethods = {
    measure: jest.fn(), measureInWindow: jest.fn(), measureLayout: jest.fn(), setNativeProps: jest.fn(), focus: jest.fn(), blur: jest.fn(),
  };
  // jest/mockComponent.js: a class rendering an element named as the real component.
  function mockComponent(RealComponent, instanceMethods) {
    const SuperClass = typeof RealComponent === 'function' && RealComponent.prototype instanceof React.Component ? RealComponent : React.Component;
    const name = RealComponent.displayName ?? RealComponent.name ?? 'Unknown';
    const nameWithoutPrefix = name.replace(/^(RCT|RK)/, '');
    const Component = class extends SuperClass {
      render() {
        const props = { ...RealComponent.defaultProps };
        if (this.props) Object.keys(this.props).forEach((prop) => { if (this.props[prop] !== undefined) props[prop] = this.props[prop]; });
        return React.createElement(nameWithoutPrefix, props, this.props.children);
      }
    };
    Object.defineProperty(Component, 'name', { value: name, writable: false, enumerable: false, configurable: true });
    Component.displayName = nameWithoutPrefix;
    Object.keys(RealComponent).forEach((key) => { Component[key] = RealComponent[key]; });
    if (instanceMethods != null) Object.assign(Component.prototype, instanceMethods);
    return Component;
  }
  // jest/mockNativeComponent.js: what requireNativeComponent gives.
  let nativeTag = 1;
  function mockNativeComponent(viewName) {
    const Component = class extends React.Component {
      constructor(props) {
        super(props);
        this._nativeTag = nativeTag++;
        this.blur = jest.fn(); this.focus = jest.fn(); this.measure = jest.fn();
        this.measureInWindow = jest.fn(); this.measureLayout = jest.fn(); this.setNativeProps = jest.fn();
      }
      render() { return React.createElement(viewName, this.props, this.props.children); }
    };
    Component.displayName = viewName === 'RCTView' ? 'View' : viewName;
    return Component;
  }
  // jest/mockModal.js: renders nothing while not visible.
  function mockModal(BaseComponent) {
    return class ModalMock extends BaseComponent {
      render() { return this.props.visible === false ? null : React.createElement(BaseComponent, this.props, this.props.children); }
    };
  }

  const mocked = {};
  function replace(name, value) {
    Object.defineProperty(RN, name, { configurable: true, enumerable: true, writable: true, value });
    mocked[name] = value;
  }
  replace('UIManager', {
    AndroidViewPager: { Commands: { setPage: jest.fn(), setPageWithoutAnimation: jest.fn() } },
    blur: jest.fn(),
    createView: jest.fn(),
    customBubblingEventTypes: {},
    customDirectEventTypes: {},
    dispatchViewManagerCommand: jest.fn(),
    focus: jest.fn(),
    getViewManagerConfig: jest.fn((name) => {
      if (name === 'AndroidDrawerLayout') return { Constants: { DrawerPosition: { Left: 10 } } };
    }),
    hasViewManagerConfig: jest.fn((name) => name === 'AndroidDrawerLayout'),
    measure: jest.fn(),
    manageChildren: jest.fn(),
    replaceExistingNonRootView: jest.fn(),
    setChildren: jest.fn(),
    updateView: jest.fn(),
    AndroidDrawerLayout: { Constants: { DrawerPosition: { Left: 10 } } },
    AndroidTextInput: { Commands: {} },
    ScrollView: { Constants: {} },
    View: { Constants: {} },
  });
  const Image = mockComponent(RN.Image);
  Image.getSize = jest.fn();
  Image.getSizeWithHeaders = jest.fn();
  Image.prefetch = jest.fn();
  Image.prefetchWithMetadata = jest.fn();
  Image.queryCache = jest.fn();
  Image.resolveAssetSource = jest.fn();
  replace('Image', Image);
  replace('Text', mockComponent(RN.Text, MockNativeMethods));
  replace('TextInput', mockComponent(RN.TextInput, { ...MockNativeMethods, isFocused: jest.fn(), clear: jest.fn(), getNativeRef: jest.fn() }));
  replace('Modal', mockModal(mockComponent(RN.Modal)));
  replace('View', mockComponent(RN.View, MockNativeMethods));
  replace('AccessibilityInfo', {
    addEventListener: jest.fn(),
    announceForAccessibility: jest.fn(),
    isAccessibilityServiceEnabled: jest.fn(),
    isBoldTextEnabled: jest.fn(),
    isGrayscaleEnabled: jest.fn(),
    isInvertColorsEnabled: jest.fn(),
    isReduceMotionEnabled: jest.fn(),
    prefersCrossFadeTransitions: jest.fn(),
    isReduceTransparencyEnabled: jest.fn(),
    isScreenReaderEnabled: jest.fn(() => Promise.resolve(false)),
    setAccessibilityFocus: jest.fn(),
    sendAccessibilityEvent: jest.fn(),
    getRecommendedTimeoutMillis: jest.fn(),
  });
  replace('Clipboard', { getString: jest.fn(() => ''), setString: jest.fn() });
  replace('RefreshControl', mockComponent(RN.RefreshControl));
  replace('ScrollView', mockComponent(RN.ScrollView, {
    ...MockNativeMethods,
    getScrollResponder: jest.fn(),
    getScrollableNode: jest.fn(),
    getInnerViewNode: jest.fn(),
    getInnerViewRef: jest.fn(),
    getNativeScrollRef: jest.fn(),
    scrollTo: jest.fn(),
    scrollToEnd: jest.fn(),
    flashScrollIndicators: jest.fn(),
    scrollResponderZoomTo: jest.fn(),
    scrollResponderScrollNativeHandleToKeyboard: jest.fn(),
  }));
  replace('ActivityIndicator', mockComponent(RN.ActivityIndicator));
  replace('AppState', {
    addEventListener: jest.fn(() => ({ remove: jest.fn() })),
    removeEventListener: jest.fn(),
    currentState: jest.fn(),
  });
  replace('Linking', {
    openURL: jest.fn(),
    canOpenURL: jest.fn(() => Promise.resolve(true)),
    openSettings: jest.fn(),
    addEventListener: jest.fn(),
    getInitialURL: jest.fn(() => Promise.resolve()),
    sendIntent: jest.fn(),
  });
  replace('Vibration', { vibrate: jest.fn(), cancel: jest.fn() });
  replace('requireNativeComponent', mockNativeComponent);

  // Mock modules defined by the native layer: added to the built-in NativeModules, whose
  // other names stay jshost's stand-ins (docs/testing.md says why).
  const NativeModules = RN.NativeModules;
  const nativeModules = {
    AlertManager: { alertWithArgs: jest.fn() },
    AsyncLocalStorage: {
      multiGet: jest.fn((keys, callback) => process.nextTick(() => callback(null, []))),
      multiSet: jest.fn((entries, callback) => process.nextTick(() => callback(null))),
      multiRemove: jest.fn((keys, callback) => process.nextTick(() => callback(null))),
      multiMerge: jest.fn((entries, callback) => process.nextTick(() => callback(null))),
      clear: jest.fn((callback) => process.nextTick(() => callback(null))),
      getAllKeys: jest.fn((callback) => process.nextTick(() => callback(null, []))),
    },
    DeviceInfo: {
      getConstants() {
        return {
          Dimensions: {
            window: { fontScale: 2, height: 1334, scale: 2, width: 750 },
            screen: { fontScale: 2, height: 1334, scale: 2, width: 750 },
          },
        };
      },
    },
    DevSettings: { addMenuItem: jest.fn(), reload: jest.fn() },
    ImageLoader: { getSize: jest.fn((url) => Promise.resolve([320, 240])), prefetchImage: jest.fn() },
    ImageViewManager: { getSize: jest.fn((uri, success) => process.nextTick(() => success(320, 240))), prefetchImage: jest.fn() },
    KeyboardObserver: { addListener: jest.fn(), removeListeners: jest.fn() },
    Networking: { sendRequest: jest.fn(), abortRequest: jest.fn(), addListener: jest.fn(), removeListeners: jest.fn() },
    PlatformConstants: { getConstants() { return {}; } },
    PushNotificationManager: {
      presentLocalNotification: jest.fn(),
      scheduleLocalNotification: jest.fn(),
      cancelAllLocalNotifications: jest.fn(),
      removeAllDeliveredNotifications: jest.fn(),
      getDeliveredNotifications: jest.fn((callback) => process.nextTick(() => [])),
      removeDeliveredNotifications: jest.fn(),
      setApplicationIconBadgeNumber: jest.fn(),
      getApplicationIconBadgeNumber: jest.fn((callback) => process.nextTick(() => callback(0))),
      cancelLocalNotifications: jest.fn(),
      getScheduledLocalNotifications: jest.fn((callback) => process.nextTick(() => callback())),
      requestPermissions: jest.fn(() => Promise.resolve({ alert: true, badge: true, sound: true })),
      abandonPermissions: jest.fn(),
      checkPermissions: jest.fn((callback) => process.nextTick(() => callback({ alert: true, badge: true, sound: true }))),
      getInitialNotification: jest.fn(() => Promise.resolve(null)),
      addListener: jest.fn(),
      removeListeners: jest.fn(),
    },
    SourceCode: { getConstants() { return { scriptURL: null }; } },
    StatusBarManager: {
      setColor: jest.fn(),
      setStyle: jest.fn(),
      setHidden: jest.fn(),
      setNetworkActivityIndicatorVisible: jest.fn(),
      setBackgroundColor: jest.fn(),
      setTranslucent: jest.fn(),
      getConstants: () => ({ HEIGHT: 42 }),
    },
    Timing: { createTimer: jest.fn(), deleteTimer: jest.fn() },
    UIManager: {},
    BlobModule: {
      getConstants: () => ({ BLOB_URI_SCHEME: 'content', BLOB_URI_HOST: null }),
      addNetworkingHandler: jest.fn(),
      enableBlobSupport: jest.fn(),
      disableBlobSupport: jest.fn(),
      createFromParts: jest.fn(),
      sendBlob: jest.fn(),
      release: jest.fn(),
    },
    WebSocketModule: {
      connect: jest.fn(), send: jest.fn(), sendBinary: jest.fn(), ping: jest.fn(), close: jest.fn(),
      addListener: jest.fn(), removeListeners: jest.fn(),
    },
    I18nManager: {
      allowRTL: jest.fn(),
      forceRTL: jest.fn(),
      swapLeftAndRightInRTL: jest.fn(),
      getConstants: () => ({ isRTL: false, doLeftAndRightSwapInRTL: true }),
    },
  };
  for (const name of Object.keys(nativeModules)) {
    Object.defineProperty(NativeModules, name, { configurable: true, enumerable: true, writable: true, value: nativeModules[name] });
  }
  // Dimensions and PixelRatio read the DeviceInfo mock's constants, as React Native's do.
  const dimensions = nativeModules.DeviceInfo.getConstants().Dimensions;
  if (RN.Dimensions) RN.Dimensions.get = (dimension) => ({ ...dimensions[dimension] });
  if (RN.PixelRatio) {
    RN.PixelRatio.get = () => dimensions.window.scale;
    RN.PixelRatio.getFontScale = () => dimensions.window.fontScale;
  }
  return { mocked, NativeModules, mockComponent };
})
