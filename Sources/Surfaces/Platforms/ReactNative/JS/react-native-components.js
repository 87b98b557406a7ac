// React Native's components and common APIs as inert stand-ins, added to the built-in
// `react-native` module beside its push-related parts (Alert, Linking, Platform,
// NativeModules, NativeEventEmitter, AppState, from ReactNativeSurface). A component
// file loads and its top-level registrations run; when the root component is mounted
// (AppMount.swift) the components render as host elements that are never drawn.
// Names and shapes from facebook/react-native packages/react-native/index.js and
// Libraries/**/*.d.ts (Dimensions, PixelRatio, StyleSheet, AppRegistry, Appearance,
// Keyboard, Animated).
// Called once with (exports, React, standIn, nativeComponentUsed, rootRegistered); adds what
// exports does not have yet; rootRegistered(appKey, provider) tells the host which root to mount. standIn(name) is the inert stand-in of a native module no surface provides.
(function (exports, React, standIn, nativeComponentUsed, rootRegistered) {
  'use strict';
  const added = {};
  function add(name, value) { if (!(name in exports)) added[name] = value; }
  function subscription() { return { remove() {} }; }

  // Components: classes named as React Native names them that render a host element of that
  // name with their props (children included), which the renderer keeps and never draws:
  // what is inside a View mounts, its effects run.
  function component(name) {
    const Class = { [name]: class extends React.Component { render() { return React.createElement(name, this.props); } } }[name];
    Class.displayName = name;
    return Class;
  }
  const componentNames = [
    'View', 'Text', 'Image', 'ImageBackground', 'ScrollView', 'FlatList', 'SectionList', 'VirtualizedList',
    'VirtualizedSectionList', 'TouchableOpacity', 'TouchableHighlight', 'TouchableWithoutFeedback',
    'TouchableNativeFeedback', 'Pressable', 'Button', 'TextInput', 'Switch', 'ActivityIndicator', 'SafeAreaView',
    'Modal', 'StatusBar', 'KeyboardAvoidingView', 'RefreshControl', 'DrawerLayoutAndroid', 'InputAccessoryView',
    'ProgressBarAndroid', 'experimental_LayoutConformance',
  ];
  for (const name of componentNames) add(name, component(name));
  // Static methods apps call on the classes.
  added.StatusBar && Object.assign(added.StatusBar, {
    setBarStyle() {}, setHidden() {}, setBackgroundColor() {}, setTranslucent() {}, setNetworkActivityIndicatorVisible() {},
    pushStackEntry(props) { return props; }, popStackEntry() {}, replaceStackEntry(entry, props) { return props; }, currentHeight: 24,
  });
  added.Image && Object.assign(added.Image, {
    getSize(uri, success) { if (typeof success === 'function') success(0, 0); },
    prefetch() { return Promise.resolve(true); }, resolveAssetSource(source) { return source; },
  });
  added.TextInput && (added.TextInput.State = { currentlyFocusedInput() { return null; }, focusTextInput() {}, blurTextInput() {} });

  // StyleSheet: create returns the styles as given; flatten merges arrays.
  function flatten(style) {
    if (style === null || style === undefined || style === false) return undefined;
    if (!Array.isArray(style)) return style;
    const out = {};
    for (const item of style) { const flat = flatten(item); if (flat) Object.assign(out, flat); }
    return out;
  }
  const absoluteFill = Object.freeze({ position: 'absolute', left: 0, right: 0, top: 0, bottom: 0 });
  add('StyleSheet', {
    create(styles) { return styles; },
    flatten,
    compose(a, b) { return a && b ? [a, b] : a || b; },
    hairlineWidth: 1 / 3,
    absoluteFill,
    absoluteFillObject: absoluteFill,
    setStyleAttributePreprocessor() {},
  });

  // A phone-sized window (an iPhone 15's points at scale 3).
  const windowSize = Object.freeze({ width: 393, height: 852, scale: 3, fontScale: 1 });
  add('Dimensions', {
    get(dimension) { return windowSize; },
    addEventListener() { return subscription(); },
    set() {},
  });
  add('PixelRatio', {
    get() { return windowSize.scale; },
    getFontScale() { return windowSize.fontScale; },
    getPixelSizeForLayoutSize(size) { return Math.round(size * windowSize.scale); },
    roundToNearestPixel(size) { return Math.round(size * windowSize.scale) / windowSize.scale; },
  });
  let colorScheme = 'light';
  add('Appearance', {
    getColorScheme() { return colorScheme; },
    setColorScheme(scheme) { colorScheme = scheme === 'dark' ? 'dark' : 'light'; },
    addChangeListener() { return subscription(); },
  });
  add('useColorScheme', function useColorScheme() { return colorScheme; });
  add('useWindowDimensions', function useWindowDimensions() { return windowSize; });
  add('Keyboard', {
    addListener() { return subscription(); }, removeAllListeners() {}, dismiss() {}, isVisible() { return false; },
    metrics() { return undefined; }, scheduleLayoutAnimation() {},
  });

  // AppRegistry keeps what the file registers: getAppKeys() and getRegistry() read it back.
  const runnables = Object.create(null);
  const headlessTasks = Object.create(null);
  add('AppRegistry', {
    registerComponent(appKey, componentProvider) {
      runnables[appKey] = { componentProvider, run() {} };
      if (typeof componentProvider === 'function') rootRegistered(String(appKey), componentProvider);
      return appKey;
    },
    registerRunnable(appKey, run) { runnables[appKey] = { run }; return appKey; },
    registerConfig(configs) { for (const c of configs) this.registerComponent(c.appKey, c.component); },
    registerHeadlessTask(taskKey, taskProvider) { headlessTasks[taskKey] = taskProvider; },
    registerCancellableHeadlessTask(taskKey, taskProvider, cancelProvider) { headlessTasks[taskKey] = taskProvider; },
    getAppKeys() { return Object.keys(runnables); },
    getRunnable(appKey) { return runnables[appKey]; },
    getRegistry() { return { sections: Object.keys(runnables), runnables: Object.assign({}, runnables) }; },
    // The headless task's function, as React Native's startHeadlessTask would call it.
    getHeadlessTask(taskKey) { const provider = headlessTasks[taskKey]; return provider ? provider() : undefined; },
    getHeadlessTaskKeys() { return Object.keys(headlessTasks); },
    runApplication() {}, unmountApplicationComponentAtRootTag() {}, setWrapperComponentProvider() {},
  });

  add('BackHandler', { addEventListener() { return subscription(); }, removeEventListener() {}, exitApp() {} });
  add('Vibration', { vibrate() {}, cancel() {} });
  add('Share', { share() { return Promise.resolve({ action: 'sharedAction' }); }, sharedAction: 'sharedAction', dismissedAction: 'dismissedAction' });
  add('ToastAndroid', { show() {}, showWithGravity() {}, showWithGravityAndOffset() {}, SHORT: 0, LONG: 1, TOP: 0, BOTTOM: 1, CENTER: 2 });
  add('I18nManager', { isRTL: false, doLeftAndRightSwapInRTL: true, allowRTL() {}, forceRTL() {}, swapLeftAndRightInRTL() {}, getConstants() { return { isRTL: false, doLeftAndRightSwapInRTL: true }; } });
  add('InteractionManager', {
    runAfterInteractions(task) {
      const promise = Promise.resolve().then(() => typeof task === 'function' ? task() : task && task.gen ? task.gen() : undefined);
      return { then: promise.then.bind(promise), done() {}, cancel() {} };
    },
    createInteractionHandle() { return 0; }, clearInteractionHandle() {},
  });
  add('PermissionsAndroid', {
    PERMISSIONS: { POST_NOTIFICATIONS: 'android.permission.POST_NOTIFICATIONS', CAMERA: 'android.permission.CAMERA', ACCESS_FINE_LOCATION: 'android.permission.ACCESS_FINE_LOCATION' },
    RESULTS: { GRANTED: 'granted', DENIED: 'denied', NEVER_ASK_AGAIN: 'never_ask_again' },
    check() { return Promise.resolve(true); },
    request() { return Promise.resolve('granted'); },
    requestMultiple(permissions) { return Promise.resolve(Object.fromEntries((permissions || []).map(p => [p, 'granted']))); },
  });
  add('LogBox', { ignoreLogs() {}, ignoreAllLogs() {}, install() {}, uninstall() {} });
  add('UIManager', { getViewManagerConfig() { return null; }, hasViewManagerConfig() { return false; }, setLayoutAnimationEnabledExperimental() {} });
  add('LayoutAnimation', { configureNext() {}, create() { return {}; }, easeInEaseOut() {}, linear() {}, spring() {}, Presets: {}, Types: {}, Properties: {} });
  add('Settings', { get() { return undefined; }, set() {}, watchKeys() { return 0; }, clearWatch() {} });
  add('ActionSheetIOS', { showActionSheetWithOptions() {}, showShareActionSheetWithOptions() {}, dismissActionSheet() {} });
  add('DevSettings', { addMenuItem() {}, reload() {} });
  const resolved = (value) => function () { return Promise.resolve(value); };
  add('AccessibilityInfo', {
    isBoldTextEnabled: resolved(false), isGrayscaleEnabled: resolved(false), isInvertColorsEnabled: resolved(false),
    isReduceMotionEnabled: resolved(false), isHighTextContrastEnabled: resolved(false), isDarkerSystemColorsEnabled: resolved(false),
    prefersCrossFadeTransitions: resolved(false), isReduceTransparencyEnabled: resolved(false), isScreenReaderEnabled: resolved(false),
    isAccessibilityServiceEnabled: resolved(false), getRecommendedTimeoutMillis: (ms) => Promise.resolve(ms),
    addEventListener() { return subscription(); }, setAccessibilityFocus() {}, sendAccessibilityEvent() {},
    announceForAccessibility() {}, announceForAccessibilityWithOptions() {},
  });
  // Touchable: the old mixin's shape (Libraries/Components/Touchable/Touchable.js).
  add('Touchable', { Mixin: {}, TOUCH_TARGET_DEBUG: false, renderDebugView() { return null; } });
  add('Clipboard', { getString: resolved(''), setString() {}, hasString: resolved(false) });
  add('DeviceInfo', { getConstants() { return { Dimensions: { window: windowSize, screen: windowSize }, isIPhoneX_deprecated: false }; } });
  add('DevMenu', { show() {}, reload() {} });
  add('NativeDialogManagerAndroid', { getConstants() { return { buttonClicked: 'buttonClicked', dismissed: 'dismissed', buttonPositive: -1, buttonNegative: -2, buttonNeutral: -3 }; }, showAlert() {} });
  add('Networking', { sendRequest() {}, abortRequest() {}, clearCookies(callback) { if (typeof callback === 'function') callback(true); }, addListener() { return subscription(); }, removeListeners() {} });
  add('PanResponder', { create(config) { return { panHandlers: {}, getInteractionHandle() { return null; } }; } });
  add('PushNotificationIOS', {
    FetchResult: { NewData: 'UIBackgroundFetchResultNewData', NoData: 'UIBackgroundFetchResultNoData', ResultFailed: 'UIBackgroundFetchResultFailed' },
    presentLocalNotification() {}, scheduleLocalNotification() {}, cancelAllLocalNotifications() {}, removeAllDeliveredNotifications() {},
    getDeliveredNotifications(callback) { if (typeof callback === 'function') callback([]); }, removeDeliveredNotifications() {},
    setApplicationIconBadgeNumber() {}, getApplicationIconBadgeNumber(callback) { if (typeof callback === 'function') callback(0); },
    cancelLocalNotifications() {}, getScheduledLocalNotifications(callback) { if (typeof callback === 'function') callback([]); },
    addEventListener() {}, removeEventListener() {}, requestPermissions: resolved({ alert: true, badge: true, sound: true }),
    abandonPermissions() {}, checkPermissions(callback) { if (typeof callback === 'function') callback({ alert: true, badge: true, sound: true }); },
    getInitialNotification: resolved(null), getAuthorizationStatus(callback) { if (typeof callback === 'function') callback(2); },
  });
  add('Systrace', { isEnabled() { return false; }, setEnabled() {}, beginEvent() {}, endEvent() {}, beginAsyncEvent() { return 0; }, endAsyncEvent() {}, counterEvent() {} });
  add('UTFSequence', Object.freeze({ BOM: '\ufeff', BULLET: '\u2022', BULLET_SP: '\u00A0\u2022\u00A0', MIDDOT: '\u00B7', MIDDOT_SP: '\u00A0\u00B7\u00A0', MIDDOT_KATAKANA: '\u30FB', MDASH: '\u2014', MDASH_SP: '\u00A0\u2014\u00A0', NDASH: '\u2013', NDASH_SP: '\u00A0\u2013\u00A0', NEWLINE: '\n', NBSP: '\u00A0', PIZZA: '\uD83C\uDF55', TRIANGLE_LEFT: '\u25C0', TRIANGLE_RIGHT: '\u25B6' }));
  add('RootTagContext', React.createContext(0));
  add('registerCallableModule', function registerCallableModule() {});
  add('findNodeHandle', function findNodeHandle() { return null; });
  add('processColor', function processColor(color) { return color; });
  add('PlatformColor', function PlatformColor(...names) { return { semantic: names }; });
  add('DynamicColorIOS', function DynamicColorIOS(colors) { return { dynamic: colors }; });
  add('requireNativeComponent', function requireNativeComponent(name) { nativeComponentUsed(String(name)); return component(String(name)); });
  add('unstable_batchedUpdates', function unstable_batchedUpdates(fn, a) { return fn(a); });
  // A module a surface provides, else the stand-in (never null: jshost plays every native side).
  function nativeModule(name) {
    const module = exports.NativeModules[String(name)];
    if (module !== undefined) return module;
    // NativeModules answers every PascalCase name but those a phone never has (null here).
    return /^[A-Z]/.test(String(name)) ? null : standIn(String(name));
  }
  add('TurboModuleRegistry', {
    get: nativeModule,
    getEnforcing(name) { return nativeModule(name) || standIn(String(name)); },
  });

  // Animated: values hold numbers, animations finish at once when started.
  class AnimatedValue {
    constructor(value) { this._value = value === undefined ? 0 : value; }
    setValue(value) { this._value = value; }
    setOffset() {} flattenOffset() {} extractOffset() {}
    addListener() { return '0'; } removeListener() {} removeAllListeners() {}
    stopAnimation(callback) { if (typeof callback === 'function') callback(this._value); }
    resetAnimation(callback) { if (typeof callback === 'function') callback(this._value); }
    interpolate() { return this; }
    __getValue() { return this._value; }
  }
  class AnimatedValueXY {
    constructor(value) { this.x = new AnimatedValue(value ? value.x : 0); this.y = new AnimatedValue(value ? value.y : 0); }
    setValue(value) { this.x.setValue(value.x); this.y.setValue(value.y); }
    getLayout() { return { left: this.x, top: this.y }; }
    getTranslateTransform() { return [{ translateX: this.x }, { translateY: this.y }]; }
    stopAnimation() {} addListener() { return '0'; } removeListener() {}
  }
  function animation(value, config) {
    return {
      start(callback) {
        if (value && config && 'toValue' in config && typeof value.setValue === 'function' && typeof config.toValue === 'number') value.setValue(config.toValue);
        if (typeof callback === 'function') callback({ finished: true });
      },
      stop() {}, reset() {},
    };
  }
  function composite(animations) {
    return { start(callback) { for (const a of animations || []) a.start(); if (typeof callback === 'function') callback({ finished: true }); }, stop() {}, reset() {} };
  }
  add('Animated', {
    Value: AnimatedValue, ValueXY: AnimatedValueXY,
    View: component('AnimatedView'), Text: component('AnimatedText'), Image: component('AnimatedImage'),
    ScrollView: component('AnimatedScrollView'), FlatList: component('AnimatedFlatList'), SectionList: component('AnimatedSectionList'),
    timing: animation, spring: animation, decay: animation,
    parallel: composite, sequence: composite, stagger(time, animations) { return composite(animations); },
    loop(anim) { return { start() {}, stop() {}, reset() {} }; }, delay() { return composite([]); },
    event() { return function () {}; },
    createAnimatedComponent(Component) { return Component; },
    add(a) { return a; }, subtract(a) { return a; }, multiply(a) { return a; }, divide(a) { return a; }, modulo(a) { return a; }, diffClamp(a) { return a; },
  });
  add('useAnimatedValue', function useAnimatedValue(initial) { return new AnimatedValue(initial); });
  const identity = t => t;
  add('Easing', {
    linear: identity, ease: identity, quad: identity, cubic: identity, sin: identity, circle: identity, exp: identity, bounce: identity,
    poly() { return identity; }, elastic() { return identity; }, back() { return identity; }, bezier() { return identity; },
    in(f) { return f; }, out(f) { return f; }, inOut(f) { return f; }, step0: identity, step1: identity,
  });

  Object.assign(exports, added);
  return exports;
})
