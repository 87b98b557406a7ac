// Expo's packages that an Expo app's notification code imports beside expo-notifications,
// built in as on a phone built from the app (docs/modules.md, "Expo's packages"):
// - expo-constants (packages/expo-constants/src/Constants.ts, Constants.types.ts): the default
//   export's `expoConfig` is the app config (app.json's `expo` object, or app.config.json),
//   `easConfig` its `extra.eas`, `executionEnvironment` 'standalone' (an app built from the
//   project, not Expo Go: `appOwnership` null); the enums ExecutionEnvironment, AppOwnership,
//   UserInterfaceIdiom.
// - expo-device (packages/expo-device/src/Device.ts, Device.types.ts): a phone — `isDevice`
//   true (the simulated device is one), the platform's brand, model and OS, DeviceType.PHONE;
//   the async functions as Device.ts answers them.
// - expo-linking (packages/expo-linking/src/Linking.ts, createURL.ts, Schemes.ts): React
//   Native's Linking (openURL is an `openURL` effect) plus createURL / parse as a built app
//   makes them: `<scheme>://<path>?<query>`, the scheme from the config's `scheme`.
// Called with (natives, ReactNative, React); natives.config() is the app config's JSON text
// (or ''), natives.platform() 'ios' or 'android'. Returns { constants, device, linking,
// routerEntry(layoutModule) }.
(function (natives, RN, React) {
  'use strict';
  let configRead = false;
  let config = null;
  function appConfig() {
    if (!configRead) {
      configRead = true;
      const text = natives.config();
      if (text) {
        const parsed = JSON.parse(text);
        config = parsed && typeof parsed.expo === 'object' ? parsed.expo : parsed;
      }
    }
    return config;
  }

  // ---- expo-constants
  const ExecutionEnvironment = { Bare: 'bare', Standalone: 'standalone', StoreClient: 'storeClient' };
  const AppOwnership = { Standalone: 'standalone', Expo: 'expo', Guest: 'guest' };
  const UserInterfaceIdiom = { Handset: 'handset', Tablet: 'tablet', Unsupported: 'unsupported' };
  const Constants = {
    get expoConfig() { return appConfig(); },
    get easConfig() { const c = appConfig(); return c && c.extra && c.extra.eas ? c.extra.eas : null; },
    get expoGoConfig() { return null; },
    get manifest() { return null; },
    get manifest2() { return null; },
    appOwnership: null,
    executionEnvironment: ExecutionEnvironment.Standalone,
    get expoVersion() { return null; },
    debugMode: true,
    get experienceUrl() { const s = scheme(); return s ? s + '://' : ''; },
    get installationId() { return 'jshost-installation'; },
    isDevice: true,
    get nativeAppVersion() { const c = appConfig(); return c && c.version ? String(c.version) : null; },
    get nativeBuildVersion() {
      const c = appConfig();
      const v = c && (natives.platform() === 'ios' ? c.ios && c.ios.buildNumber : c.android && c.android.versionCode);
      return v != null ? String(v) : null;
    },
    get expoRuntimeVersion() { return null; },
    get deviceName() { return natives.platform() === 'ios' ? 'iPhone' : 'Pixel 8'; },
    get platform() {
      return natives.platform() === 'ios'
        ? { ios: { buildNumber: null, platform: 'iPhone15,4', model: 'iPhone 15', userInterfaceIdiom: UserInterfaceIdiom.Handset, systemVersion: '17.0' } }
        : { android: { versionCode: null } };
    },
    isHeadless: false,
    get linkingUri() { const s = scheme(); return s ? s + '://' : ''; },
    get sessionId() { return 'jshost-session'; },
    get statusBarHeight() { return natives.platform() === 'ios' ? 47 : 24; },
    systemFonts: [],
    get systemVersion() { return natives.platform() === 'ios' ? '17.0' : undefined; },
    getWebViewUserAgentAsync() { return Promise.resolve(null); },
  };
  const constants = { default: Constants, ExecutionEnvironment, AppOwnership, UserInterfaceIdiom, __esModule: true };

  // ---- expo-device
  const DeviceType = { UNKNOWN: 0, PHONE: 1, TABLET: 2, DESKTOP: 3, TV: 4, 0: 'UNKNOWN', 1: 'PHONE', 2: 'TABLET', 3: 'DESKTOP', 4: 'TV' };
  function phone(ios, android) { return natives.platform() === 'ios' ? ios : android; }
  const device = {
    DeviceType,
    isDevice: true,
    get brand() { return phone('Apple', 'google'); },
    get manufacturer() { return phone('Apple', 'Google'); },
    get modelId() { return phone('iPhone15,4', null); },
    get modelName() { return phone('iPhone 15', 'Pixel 8'); },
    get designName() { return phone(null, 'shiba'); },
    get productName() { return phone(null, 'shiba'); },
    deviceType: DeviceType.PHONE,
    get deviceYearClass() { return 2023; },
    get totalMemory() { return phone(6442450944, 8589934592); },
    get supportedCpuArchitectures() { return phone(['arm64'], ['arm64-v8a']); },
    get osName() { return phone('iOS', 'Android'); },
    get osVersion() { return phone('17.0', '14'); },
    get osBuildId() { return phone('21A329', 'UD1A.230803.041'); },
    get osInternalBuildId() { return phone('21A329', 'UD1A.230803.041'); },
    get osBuildFingerprint() { return phone(null, 'google/shiba/shiba:14/UD1A.230803.041/10808477:user/release-keys'); },
    get platformApiLevel() { return phone(null, 34); },
    get deviceName() { return phone('iPhone', 'Pixel 8'); },
    getDeviceTypeAsync() { return Promise.resolve(DeviceType.PHONE); },
    getUptimeAsync() { return Promise.resolve(3600000); },
    getMaxMemoryAsync() { return Promise.resolve(natives.platform() === 'ios' ? Number.MAX_SAFE_INTEGER : 536870912); },
    isRootedExperimentalAsync() { return Promise.resolve(false); },
    isSideLoadingEnabledAsync() { return Promise.resolve(false); },
    getPlatformFeaturesAsync() { return Promise.resolve([]); },
    hasPlatformFeatureAsync() { return Promise.resolve(false); },
    __esModule: true,
  };

  // ---- expo-linking
  function scheme() {
    const c = appConfig();
    const s = c && c.scheme;
    return Array.isArray(s) ? s[0] : typeof s === 'string' ? s : null;
  }
  // Schemes.ts resolveScheme: the option, else the config's scheme; a built app without one
  // cannot be linked into.
  function resolveScheme(options) {
    if (options && options.scheme) return options.scheme;
    const s = scheme();
    if (!s) {
      throw new Error("Cannot make a deep link into a standalone app with no custom scheme defined: add a 'scheme' to the app config (app.json's expo.scheme)");
    }
    return s;
  }
  function createURL(path, options) {
    options = options || {};
    const resolved = resolveScheme(options);
    const isTripleSlashed = !!options.isTripleSlashed;
    let p = path ? String(path) : '';
    if (p && isTripleSlashed && !p.startsWith('/')) p = '/' + p;
    const query = new URLSearchParams(
      Object.fromEntries(Object.entries(options.queryParams || {}).filter(([, v]) => v != null))
    ).toString();
    // createURL.ts: a built app's host part is empty, given a leading slash.
    return encodeURI(resolved + ':' + (isTripleSlashed ? '/' : '') + '/' + '/' + p + (query ? '?' + query : ''));
  }
  function parse(url) {
    validateURL(url);
    const queryParams = {};
    let path = null;
    let hostname = null;
    let parsedScheme = null;
    try {
      const parsed = new URL(url);
      parsed.searchParams.forEach((value, key) => { queryParams[key] = decodeURIComponent(value); });
      path = parsed.pathname || null;
      hostname = parsed.hostname || null;
      parsedScheme = parsed.protocol ? parsed.protocol.slice(0, -1) : null;
    } catch (e) {
      path = url;
    }
    if (path) {
      path = path.replace(/^\//, '');
      if (path.indexOf('+') > -1) path = path.substring(path.indexOf('+') + 1);
    }
    return { hostname, path, queryParams, scheme: parsedScheme };
  }
  function useURL() {
    const [url, setURL] = React.useState(null);
    React.useEffect(() => {
      RN.Linking.getInitialURL().then((u) => setURL(u));
      const subscription = RN.Linking.addEventListener('url', (event) => setURL(event.url));
      return () => subscription && subscription.remove && subscription.remove();
    }, []);
    return url;
  }
  // Linking.ts validateURL (invariant's messages).
  function validateURL(url) {
    if (typeof url !== 'string') throw new Error('Invalid URL: should be a string. Was: ' + url);
    if (!url) throw new Error('Invalid URL: cannot be empty');
  }
  const linking = {
    createURL, parse, resolveScheme,
    // Deprecated alias: createURL with three slashes.
    makeUrl(path = '', queryParams, scheme) { return createURL(path, { queryParams, scheme, isTripleSlashed: true }); },
    openURL(url) { validateURL(url); return RN.Linking.openURL(url); },
    canOpenURL(url) { validateURL(url); return RN.Linking.canOpenURL(url); },
    getInitialURL() { return RN.Linking.getInitialURL(); },
    getLinkingURL() { return null; },
    addEventListener(type, handler) { return RN.Linking.addEventListener(type, handler); },
    openSettings() { natives.openSettings(); return Promise.resolve(); },
    sendIntent() { return Promise.resolve(); },
    async parseInitialURLAsync() {
      const initial = await RN.Linking.getInitialURL();
      return initial ? parse(initial) : { scheme: null, hostname: null, path: null, queryParams: null };
    },
    useURL, useLinkingURL: useURL,
    hasCustomScheme() { return true; },
    hasConstantsManifest() { return !!appConfig(); },
    collectManifestSchemes() { const s = appConfig() && appConfig().scheme; return Array.isArray(s) ? s : s ? [s] : []; },
    __esModule: true,
  };
  linking.default = linking;

  // ---- expo-router/entry (packages/expo-router/entry.js: renderRootComponent(App), App being
  // ExpoRoot over the app/ folder): the root layout, app/_layout, registered as 'main', as
  // renderRootComponent registers it; its effects (where an Expo Router app adds its
  // notification listeners) run when it mounts. Routes below it are not rendered.
  function routerEntry(layout) {
    const Layout = layout && layout.__esModule ? layout.default : layout && layout.default ? layout.default : layout;
    if (typeof Layout === 'function') RN.AppRegistry.registerComponent('main', () => Layout);
    return { __esModule: true };
  }

  return { constants, device, linking, routerEntry };
})
