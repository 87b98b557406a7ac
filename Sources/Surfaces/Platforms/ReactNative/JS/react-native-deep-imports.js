// The `react-native/Libraries/…` files that packages import directly, as stand-ins over the
// built-in `react-native` module. The list comes from reading popular packages' sources:
// @react-native-async-storage/async-storage, react-native-device-info, react-native-reanimated,
// react-native-gesture-handler, react-native-screens, react-native-svg, @sentry/react-native,
// react-native-fs, react-native-webview, lottie-react-native (docs/modules.md lists them).
// Paths and shapes: facebook/react-native packages/react-native/Libraries (0.73–0.76).
// Called once with (exports, standIn); returns { 'Utilities/binaryToBase64': value, … }.
(function (RN, standIn) {
  'use strict';
  function binaryToBase64(data) {
    if (data instanceof ArrayBuffer) data = new Uint8Array(data);
    if (ArrayBuffer.isView(data)) data = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    else throw new Error('binaryToBase64: data must be an ArrayBuffer or a typed array');
    let text = '';
    for (let i = 0; i < data.length; i++) text += String.fromCharCode(data[i]);
    return btoa(text);
  }
  // React Native's own EventEmitter (Libraries/vendor/emitter/EventEmitter.js): listeners by type.
  class EventEmitter {
    constructor() { this._registry = new Map(); }
    addListener(type, listener, context) {
      if (typeof listener !== 'function') throw new TypeError('EventEmitter.addListener(...): 2nd argument must be a function.');
      const registrations = this._registry.get(type) || new Set();
      this._registry.set(type, registrations);
      const registration = { context, listener, remove: () => registrations.delete(registration) };
      registrations.add(registration);
      return registration;
    }
    emit(type, ...args) {
      for (const registration of [...(this._registry.get(type) || [])]) registration.listener.apply(registration.context, args);
    }
    removeAllListeners(type) { if (type == null) this._registry.clear(); else this._registry.delete(type); }
    listenerCount(type) { return (this._registry.get(type) || new Set()).size; }
  }
  // Metro's AssetRegistry: require('./icon.png') is the id registerAsset returned.
  const assets = [];
  const AssetRegistry = {
    registerAsset(asset) { return assets.push(asset); },
    getAssetByID(id) { return assets[id - 1]; },
  };
  function resolveAssetSource(source) {
    if (typeof source === 'number') return { __packager_asset: true, width: undefined, height: undefined, uri: 'asset:/' + source, scale: 1 };
    return source && typeof source === 'object' ? source : null;
  }
  function codegenNativeComponent(name) { return RN.requireNativeComponent(name); }
  function codegenNativeCommands(options) {
    const commands = {};
    for (const name of (options && options.supportedCommands) || []) commands[name] = function () {};
    return commands;
  }
  const ReactNativeVersion = { version: { major: 0, minor: 76, patch: 0, prerelease: null } };
  const table = {
    'Utilities/binaryToBase64': binaryToBase64,
    'vendor/emitter/EventEmitter': EventEmitter,
    'vendor/emitter/_EventEmitter': EventEmitter,
    'EventEmitter/NativeEventEmitter': RN.NativeEventEmitter,
    'EventEmitter/RCTDeviceEventEmitter': RN.DeviceEventEmitter,
    'EventEmitter/RCTNativeAppEventEmitter': RN.NativeAppEventEmitter,
    'Utilities/codegenNativeComponent': codegenNativeComponent,
    'Utilities/codegenNativeCommands': codegenNativeCommands,
    'Image/resolveAssetSource': resolveAssetSource,
    'Image/AssetRegistry': AssetRegistry,
    'Image/Image': RN.Image,
    'Promise': Promise,
    'TurboModule/TurboModuleRegistry': RN.TurboModuleRegistry,
    'BatchedBridge/NativeModules': RN.NativeModules,
    'Utilities/Platform': RN.Platform,
    'Utilities/Dimensions': RN.Dimensions,
    'Utilities/PixelRatio': RN.PixelRatio,
    'Utilities/DevSettings': RN.DevSettings,
    'Utilities/useWindowDimensions': RN.useWindowDimensions,
    'Utilities/useColorScheme': RN.useColorScheme,
    'Utilities/Appearance': RN.Appearance,
    'StyleSheet/processColor': RN.processColor,
    'StyleSheet/StyleSheet': RN.StyleSheet,
    'StyleSheet/flattenStyle': RN.StyleSheet.flatten,
    'StyleSheet/PlatformColorValueTypes': { PlatformColor: RN.PlatformColor },
    'Alert/Alert': RN.Alert,
    'Linking/Linking': RN.Linking,
    'AppState/AppState': RN.AppState,
    'Interaction/InteractionManager': RN.InteractionManager,
    'LayoutAnimation/LayoutAnimation': RN.LayoutAnimation,
    'ReactNative/AppRegistry': RN.AppRegistry,
    'ReactNative/UIManager': RN.UIManager,
    'ReactNative/I18nManager': RN.I18nManager,
    'ReactNative/RendererProxy': { findNodeHandle: RN.findNodeHandle, unstable_batchedUpdates: RN.unstable_batchedUpdates },
    'Renderer/shims/ReactNative': { findNodeHandle: RN.findNodeHandle, unstable_batchedUpdates: RN.unstable_batchedUpdates },
    'Components/View/View': RN.View,
    'Components/View/ViewPropTypes': {},
    'Components/Touchable/TouchableOpacity': RN.TouchableOpacity,
    'Components/Keyboard/Keyboard': RN.Keyboard,
    'Core/ReactNativeVersion': ReactNativeVersion,
    'Types/CodegenTypes': {},
    'Animated/Animated': RN.Animated,
    'Animated/Easing': RN.Easing,
    'Settings/Settings': RN.Settings,
    'Vibration/Vibration': RN.Vibration,
    'PermissionsAndroid/PermissionsAndroid': RN.PermissionsAndroid,
    'Share/Share': RN.Share,
    'LogBox/LogBox': RN.LogBox,
  };
  // Each answers both ways packages read it: `require(p)` (CommonJS files) and
  // `require(p).default` / `import x from p` (files Babel compiled from ES modules).
  const modules = {};
  for (const path of Object.keys(table)) {
    const value = table[path];
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) { modules[path] = value; continue; }
    const view = typeof value === 'function' ? value : Object.create(value);
    if (!Object.prototype.hasOwnProperty.call(view, 'default')) Object.defineProperty(view, 'default', { value, configurable: true });
    modules[path] = view;
  }
  return modules;
})
