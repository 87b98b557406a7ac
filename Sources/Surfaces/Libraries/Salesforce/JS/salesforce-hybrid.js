// The JavaScript half of the Salesforce Mobile SDK surfaces (SalesforceHybridSurface.swift):
// what the SDK's JavaScript gives an app, written from its published sources
// (forcedotcom/SalesforceMobileSDK-Shared libs/cordova.force.js, the same modules as the
// Cordova plugin's www/*.js; forcedotcom/SalesforceMobileSDK-ReactNative src/*.ts), and the
// native side they call, answered off-device:
//
// - `services`: the plugin's native services by name and action, as `cordova.exec` reaches
//   them (`com.salesforce.sdkinfo`, `.oauth`, `.network`, `.sfaccountmanager`,
//   `.smartstore`, `.mobilesync`). Each action gets the exec arguments (the first is the
//   `pluginSDKVersion:…` tag the SDK's `util.exec` prepends) and returns the answer, or
//   throws for the error callback. An app that ships the SDK's own cordova.force.js reaches
//   these too.
// - `modules`: the hybrid plugin's modules (`com.salesforce.util.push`, `.plugin.oauth`, …)
//   as cordova.define factories, for apps that rely on the plugin's copies.
// - `reactNative`: the exports of `react-native-force`.
//
// Called with the natives: native.credentials() (the signed-in user: the configured org's,
// else stand-ins), native.bootConfig() (www/bootconfig.json beside the app, else defaults),
// native.appName(), native.record(message) (an info `log` effect `[Salesforce] …`).
(function (native) {
  'use strict';
  // The built-ins as the device started (JS/intrinsics.js): a page's globals cannot replace them.
  const { Map, Set, WeakMap, Promise, JSON, Object, Array, Error, TypeError, String, Number, Date, RegExp, Math } = native.intrinsics;
  const g = globalThis;
  const SDK_VERSION = '14.0.0';
  const describe = (value) => { try { return JSON.stringify(value); } catch { return String(value); } };
  const clone = (value) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

  // MARK: SmartStore, in memory (the native store is SQLCipher on a device)

  const stores = new Map();
  const storeKey = (config) => (config && config.isGlobalStore ? 'global:' : 'user:') + ((config && config.storeName) || 'defaultStore');
  const storeOf = (config) => {
    const key = storeKey(config);
    if (!stores.has(key)) stores.set(key, { name: (config && config.storeName) || 'defaultStore', global: !!(config && config.isGlobalStore), soups: new Map() });
    return stores.get(key);
  };
  const soupOf = (config, soupName) => {
    const soup = storeOf(config).soups.get(soupName);
    if (!soup) throw new Error('Soup: ' + soupName + ' does not exist');
    return soup;
  };
  const valueAt = (entry, path) => {
    if (!path) return undefined;
    let value = entry;
    for (const part of String(path).split('.')) { if (value === null || value === undefined) return undefined; value = value[part]; }
    return value;
  };
  const likeMatcher = (pattern) => new RegExp('^' + String(pattern).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*').replace(/_/g, '.') + '$', 'i');
  function matches(entry, spec) {
    const value = valueAt(entry, spec.indexPath);
    switch (spec.queryType) {
      case 'exact': return value === spec.matchKey || String(value) === String(spec.matchKey);
      case 'like': return value !== undefined && value !== null && likeMatcher(spec.likeKey).test(String(value));
      case 'match': {
        const needle = String(spec.matchKey || '').toLowerCase().replace(/\*/g, '');
        if (spec.indexPath) return String(value === undefined ? '' : value).toLowerCase().includes(needle);
        return JSON.stringify(entry).toLowerCase().includes(needle);
      }
      case 'range':
        if (spec.beginKey !== null && spec.beginKey !== undefined && !(value >= spec.beginKey)) return false;
        if (spec.endKey !== null && spec.endKey !== undefined && !(value <= spec.endKey)) return false;
        return true;
      default: throw new Error('Unsupported queryType: ' + spec.queryType);
    }
  }
  function runQuery(config, soupName, spec) {
    if (spec.queryType === 'smart') throw new Error('Smart SQL queries are not run off-device (jshost has no SQL engine for SmartStore)');
    const soup = soupOf(config, soupName);
    let results = [...soup.entries.values()].filter((entry) => matches(entry, spec));
    const orderPath = spec.orderPath || spec.indexPath;
    if (orderPath) {
      const sign = spec.order === 'descending' ? -1 : 1;
      results.sort((a, b) => { const x = valueAt(a, orderPath), y = valueAt(b, orderPath); return x === y ? 0 : (x > y ? sign : -sign); });
    }
    results = results.map((entry) => (spec.selectPaths ? spec.selectPaths.map((path) => valueAt(entry, path)) : clone(entry)));
    return results;
  }
  const cursors = new Map();
  let nextCursorId = 1;
  function cursorPage(cursor, index) {
    const pageSize = cursor.pageSize;
    return {
      cursorId: cursor.cursorId, pageSize, totalEntries: cursor.results.length,
      totalPages: Math.ceil(cursor.results.length / pageSize), currentPageIndex: index,
      currentPageOrderedEntries: cursor.results.slice(index * pageSize, (index + 1) * pageSize),
    };
  }
  function openCursor(results, pageSize) {
    const cursor = { cursorId: String(nextCursorId++), pageSize: pageSize || 10, results };
    cursors.set(cursor.cursorId, cursor);
    return cursorPage(cursor, 0);
  }
  const smartstoreService = {
    pgGetDatabaseSize(v, a) { return JSON.stringify([...storeOf(a).soups.values()].map((s) => [...s.entries.values()])).length; },
    pgRegisterSoup(v, a) {
      const store = storeOf(a);
      if (!a.soupName) throw new Error('Bogus soup name');
      if (!store.soups.has(a.soupName)) store.soups.set(a.soupName, { indexes: clone(a.indexes || []), entries: new Map(), nextId: 1 });
      return a.soupName;
    },
    pgRemoveSoup(v, a) { storeOf(a).soups.delete(a.soupName); return 'OK'; },
    pgGetSoupIndexSpecs(v, a) { return clone(soupOf(a, a.soupName).indexes); },
    pgAlterSoup(v, a) { soupOf(a, a.soupName).indexes = clone(a.indexes || []); return a.soupName; },
    pgReIndexSoup(v, a) { soupOf(a, a.soupName); return a.soupName; },
    pgClearSoup(v, a) { soupOf(a, a.soupName).entries.clear(); return 'OK'; },
    pgShowInspector() { native.record('smartstore.showInspector()'); return null; },
    pgSoupExists(v, a) { return storeOf(a).soups.has(a.soupName); },
    pgQuerySoup(v, a) { return openCursor(runQuery(a, a.soupName, a.querySpec || {}), (a.querySpec || {}).pageSize); },
    pgRunSmartQuery(v, a) { return openCursor(runQuery(a, null, a.querySpec || {}), (a.querySpec || {}).pageSize); },
    pgRetrieveSoupEntries(v, a) {
      const soup = soupOf(a, a.soupName);
      return (a.entryIds || []).map((id) => soup.entries.get(Number(id))).filter(Boolean).map(clone);
    },
    pgUpsertSoupEntries(v, a) {
      const soup = soupOf(a, a.soupName);
      const path = a.externalIdPath || '_soupEntryId';
      return (a.entries || []).map((input) => {
        const entry = clone(input);
        let id = path === '_soupEntryId' ? entry._soupEntryId : undefined;
        if (path !== '_soupEntryId') {
          const key = valueAt(entry, path);
          for (const [existingId, existing] of soup.entries) if (valueAt(existing, path) === key) { id = existingId; break; }
        }
        if (id === undefined || id === null || !soup.entries.has(Number(id))) {
          if (id !== undefined && id !== null && path === '_soupEntryId') throw new Error('Failed to update entry: ' + id);
          id = soup.nextId++;
        }
        entry._soupEntryId = Number(id);
        entry._soupLastModifiedDate = Date.now();
        soup.entries.set(entry._soupEntryId, entry);
        return clone(entry);
      });
    },
    pgRemoveFromSoup(v, a) {
      const soup = soupOf(a, a.soupName);
      const ids = a.entryIds ? a.entryIds.map(Number)
        : [...soup.entries.values()].filter((entry) => matches(entry, a.querySpec || {})).map((entry) => entry._soupEntryId);
      for (const id of ids) soup.entries.delete(id);
      return 'OK';
    },
    pgMoveCursorToPageIndex(v, a) {
      const cursor = cursors.get(String(a.cursorId));
      if (!cursor) throw new Error('Invalid cursor id: ' + a.cursorId);
      return cursorPage(cursor, a.index);
    },
    pgCloseCursor(v, a) { cursors.delete(String(a.cursorId)); return 'OK'; },
    pgGetAllStores() { return [...stores.values()].filter((s) => !s.global).map((s) => ({ storeName: s.name, isGlobalStore: false })); },
    pgGetAllGlobalStores() { return [...stores.values()].filter((s) => s.global).map((s) => ({ storeName: s.name, isGlobalStore: true })); },
    pgRemoveStore(v, a) { stores.delete(storeKey(a)); return 'OK'; },
    pgRemoveAllGlobalStores() { for (const [k, s] of [...stores]) if (s.global) stores.delete(k); return 'OK'; },
    pgRemoveAllStores() { for (const [k, s] of [...stores]) if (!s.global) stores.delete(k); return 'OK'; },
  };

  // MARK: MobileSync: no server off-device, so a sync has nothing to bring down or send up

  const syncs = new Map();
  let nextSyncId = 1;
  function runSync(type, a) {
    if (a.soupName) soupOf(a, a.soupName);
    native.record('mobilesync.' + type + '(' + describe({ target: a.target, soupName: a.soupName, options: a.options, syncName: a.syncName }) + ')');
    const existing = a.syncName ? [...syncs.values()].find((s) => s.name === a.syncName) : undefined;
    const sync = existing || { _soupEntryId: nextSyncId++, type, target: a.target || {}, soupName: a.soupName, options: a.options || {}, name: a.syncName || null };
    Object.assign(sync, { status: 'DONE', progress: 100, totalSize: 0, maxTimeStamp: -1, startTime: Date.now(), endTime: Date.now(), error: '' });
    syncs.set(sync._soupEntryId, sync);
    return clone(sync);
  }
  const findSync = (a) => (a.syncName !== null && a.syncName !== undefined
    ? [...syncs.values()].find((s) => s.name === a.syncName) : syncs.get(Number(a.syncId)));
  const mobilesyncService = {
    syncDown(v, a) { return runSync('syncDown', a); },
    syncUp(v, a) { return runSync('syncUp', a); },
    reSync(v, a) {
      const sync = findSync(a);
      if (!sync) throw new Error('Cannot run reSync:' + (a.syncName || a.syncId) + ': no sync found');
      return runSync(sync.type, Object.assign({}, sync, { syncName: sync.name, isGlobalStore: a.isGlobalStore, storeName: a.storeName }));
    },
    cleanResyncGhosts(v, a) { if (!syncs.has(Number(a.syncId))) throw new Error('No sync found with id: ' + a.syncId); return 0; },
    // Cordova cannot send null: {} when there is no such sync (the SDK's JS turns it into null).
    getSyncStatus(v, a) { const sync = findSync(a); return sync ? clone(sync) : {}; },
    deleteSync(v, a) { const sync = findSync(a); if (sync) syncs.delete(sync._soupEntryId); return 'OK'; },
  };

  // MARK: The other native services

  const credentials = () => native.credentials();
  const currentUser = () => {
    const c = credentials();
    return { authToken: c.accessToken, refreshToken: c.refreshToken, loginServer: c.loginUrl, idUrl: c.identityUrl,
      instanceServer: c.instanceUrl, orgId: c.orgId, userId: c.userId, username: c.username, clientId: c.clientId };
  };
  const pluginIds = ['com.salesforce.oauth', 'com.salesforce.sdkinfo', 'com.salesforce.sfaccountmanager', 'com.salesforce.smartstore',
    'com.salesforce.mobilesync', 'com.salesforce.network'];
  const services = {
    'com.salesforce.sdkinfo': {
      getInfo() { return { sdkVersion: SDK_VERSION, forcePluginsAvailable: pluginIds.slice(), appName: native.appName(), appVersion: '1.0', bootConfig: native.bootConfig() }; },
      registerAppFeature(v, a) { native.record('sdkinfo.registerAppFeature(' + describe(a && a.feature) + ')'); return null; },
      unregisterAppFeature(v, a) { native.record('sdkinfo.unregisterAppFeature(' + describe(a && a.feature) + ')'); return null; },
    },
    'com.salesforce.oauth': {
      getAuthCredentials: () => credentials(),
      authenticate: () => credentials(),
      logoutCurrentUser() { native.record('oauth.logoutCurrentUser()'); return null; },
      getAppHomeUrl: () => '',
    },
    'com.salesforce.network': {
      pgSendRequest(v, a) {
        native.record('network.sendRequest(' + describe({ method: a.method, endPoint: a.endPoint, path: a.path }) + ')');
        throw new Error('jshost sends no Salesforce REST requests from the app off-device (' + (a.method || 'GET') + ' ' + (a.endPoint || '') + (a.path || '') + ')');
      },
    },
    'com.salesforce.sfaccountmanager': {
      getUsers: () => [currentUser()],
      getCurrentUser: () => currentUser(),
      logout() { native.record('sfaccountmanager.logout()'); return null; },
      switchToUser() { native.record('sfaccountmanager.switchToUser()'); return null; },
    },
    'com.salesforce.smartstore': smartstoreService,
    'com.salesforce.mobilesync': mobilesyncService,
  };

  // MARK: The hybrid plugin's modules (cordova.define factories)

  const storeConfigFirst = (args) => {
    if (typeof args[0] === 'object' && args[0] !== null && Object.prototype.hasOwnProperty.call(args[0], 'isGlobalStore')) return args;
    const rest = args.slice();
    const isGlobalStore = typeof rest[0] === 'boolean' ? rest.shift() || false : false;
    return [{ isGlobalStore }].concat(rest);
  };
  const factories = {};
  factories['com.salesforce.util.logger'] = function (require, exports, module) {
    const appStartTime = Date.now();
    const log = (section, txt) => {
      console.log('jslog: ' + txt);
      if (typeof g.debugMode !== 'undefined' && g.debugMode === true && g.document) {
        const element = g.document.getElementById(section);
        if (element) { element.style.display = 'block'; element.innerHTML += '<p><i><b>* At ' + (Date.now() - appStartTime) + 'ms:</b></i> ' + txt + '</p>'; }
      }
    };
    module.exports = {
      logToConsole: (txt) => log('console', txt),
      logError: (txt) => log('errors', txt),
      sanitizeUrlParamsForLogging(origUrl, params) {
        let url = String(origUrl).trim();
        if (url === '' || typeof params !== 'object' || !params || params.length === 0) return url;
        for (const p of params) url = url.replace(new RegExp('^(.*[\\?&]' + p + '=)([^&]+)(.*)$', 'i'), '$1[redacted]$3');
        return url;
      },
    };
  };
  factories['com.salesforce.util.event'] = function (require, exports, module) {
    const logger = require('com.salesforce.util.logger');
    module.exports = {
      EventType: {
        AUTHENTICATING: { code: 0, description: 'Authenticating...', isError: false },
        STARTING: { code: 1, description: 'Loading application', isError: false },
        OFFLINE: { code: 2, description: "Your device is offline. Can't continue.", isError: true },
      },
      sendStatusEvent(statusEvent) {
        (statusEvent.isError ? logger.logError : logger.logToConsole)(statusEvent.description);
        g.cordova.fireDocumentEvent('bootstrapStatusEvent', statusEvent);
      },
    };
  };
  factories['com.salesforce.util.bootstrap'] = function (require, exports, module) {
    // The simulated device is online.
    module.exports = { deviceIsOnline: () => true };
  };
  factories['com.salesforce.util.exec'] = function (require, exports, module) {
    module.exports = {
      exec(pluginVersion, successCB, errorCB, service, action, args) {
        args = (args || []).slice();
        args.unshift('pluginSDKVersion:' + pluginVersion);
        return require('cordova/exec')(
          function () { if (typeof successCB === 'function') successCB.apply(null, arguments); },
          function () { console.error('TIMING ' + service + ':' + action + ' failed'); if (typeof errorCB === 'function') errorCB.apply(null, arguments); },
          service, action, args);
      },
    };
  };
  factories['com.salesforce.util.promiser'] = function (require, exports, module) {
    module.exports = {
      promiser: (object, methodName) => function (...args) {
        return new Promise((resolve, reject) => { object[methodName].apply(object, args.concat([resolve, reject])); });
      },
    };
  };
  factories['com.salesforce.plugin.sdkinfo'] = function (require, exports, module) {
    const exec = require('com.salesforce.util.exec').exec;
    const SERVICE = 'com.salesforce.sdkinfo';
    function SDKInfo(sdkVersion, forcePluginsAvailable, appName, appVersion, bootConfig) {
      Object.assign(this, { sdkVersion, forcePluginsAvailable, appName, appVersion, bootConfig });
    }
    module.exports = {
      getInfo: (success, fail) => exec(SDK_VERSION, success, fail, SERVICE, 'getInfo', []),
      registerAppFeature: (feature) => { if (feature) exec(SDK_VERSION, null, null, SERVICE, 'registerAppFeature', [{ feature }]); },
      unregisterAppFeature: (feature) => { if (feature) exec(SDK_VERSION, null, null, SERVICE, 'unregisterAppFeature', [{ feature }]); },
      SDKInfo,
    };
  };
  factories['com.salesforce.plugin.oauth'] = function (require, exports, module) {
    const exec = require('com.salesforce.util.exec').exec;
    const SERVICE = 'com.salesforce.oauth';
    let logoutInitiated = false;
    module.exports = {
      getAuthCredentials: (success, fail) => exec(SDK_VERSION, success, fail, SERVICE, 'getAuthCredentials', []),
      authenticate: (success, fail) => exec(SDK_VERSION, success, fail, SERVICE, 'authenticate', []),
      logout() { if (!logoutInitiated) { logoutInitiated = true; exec(SDK_VERSION, null, null, SERVICE, 'logoutCurrentUser', []); } },
      getAppHomeUrl: (success) => exec(SDK_VERSION, success, null, SERVICE, 'getAppHomeUrl', []),
    };
  };
  factories['com.salesforce.plugin.network'] = function (require, exports, module) {
    const exec = require('com.salesforce.util.exec').exec;
    module.exports = {
      sendRequest(endPoint, path, successCB, errorCB, method, payload, headerParams, fileParams, returnBinary, doesNotRequireAuthentication) {
        const args = { endPoint, path, method: method || 'GET', queryParams: payload || {}, headerParams: headerParams || {}, fileParams: fileParams || {},
          returnBinary: !!returnBinary, doesNotRequireAuthentication: !!doesNotRequireAuthentication };
        exec(SDK_VERSION, successCB, errorCB, 'com.salesforce.network', 'pgSendRequest', [args]);
      },
    };
  };
  factories['com.salesforce.plugin.sfaccountmanager'] = function (require, exports, module) {
    const exec = require('com.salesforce.util.exec').exec;
    const SERVICE = 'com.salesforce.sfaccountmanager';
    function UserAccount(authToken, refreshToken, loginServer, idUrl, instanceServer, orgId, userId, username, clientId) {
      Object.assign(this, { authToken, refreshToken, loginServer, idUrl, instanceServer, orgId, userId, username, clientId });
    }
    let logoutInitiated = false;
    module.exports = {
      UserAccount,
      getUsers: (success, fail) => exec(SDK_VERSION, success, fail, SERVICE, 'getUsers', []),
      getCurrentUser: (success, fail) => exec(SDK_VERSION, success, fail, SERVICE, 'getCurrentUser', []),
      logout(user) { if (!logoutInitiated) { logoutInitiated = true; exec(SDK_VERSION, null, null, SERVICE, 'logout', [user]); } },
      switchToUser: (user) => exec(SDK_VERSION, null, null, SERVICE, 'switchToUser', user ? [user] : []),
    };
  };
  // Query specs, as the SDK's JS builds them.
  function QuerySpec(path) {
    Object.assign(this, { queryType: 'exact', indexPath: path, matchKey: null, likeKey: null, beginKey: null, endKey: null, smartSql: null,
      orderPath: null, order: 'ascending', pageSize: 10, selectPaths: null });
  }
  function StoreConfig(storeName, isGlobalStore) { this.storeName = storeName; this.isGlobalStore = isGlobalStore; }
  function SoupIndexSpec(path, type) { this.path = path; this.type = type; }
  function StoreCursor() {
    Object.assign(this, { cursorId: null, pageSize: 0, totalEntries: 0, totalPages: 0, currentPageIndex: 0, currentPageOrderedEntries: null });
  }
  const spec = (path, type, fields) => Object.assign(new QuerySpec(path), type ? { queryType: type } : {}, fields);
  const querySpecBuilders = {
    buildAllQuerySpec: (path, order, pageSize, selectPaths) => spec(path, 'range', { orderPath: path, order: order || 'ascending', pageSize: pageSize || 10, selectPaths: selectPaths || null }),
    buildExactQuerySpec: (path, matchKey, pageSize, order, orderPath, selectPaths) => spec(path, null, { matchKey, pageSize: pageSize || 10, order: order || 'ascending', orderPath: orderPath || path, selectPaths: selectPaths || null }),
    buildRangeQuerySpec: (path, beginKey, endKey, order, pageSize, orderPath, selectPaths) => spec(path, 'range', { beginKey, endKey, order: order || 'ascending', pageSize: pageSize || 10, orderPath: orderPath || path, selectPaths: selectPaths || null }),
    buildLikeQuerySpec: (path, likeKey, order, pageSize, orderPath, selectPaths) => spec(path, 'like', { likeKey, order: order || 'ascending', pageSize: pageSize || 10, orderPath: orderPath || path, selectPaths: selectPaths || null }),
    buildMatchQuerySpec: (path, matchKey, order, pageSize, orderPath, selectPaths) => spec(path, 'match', { matchKey, order: order || 'ascending', pageSize: pageSize || 10, orderPath: orderPath || path, selectPaths: selectPaths || null }),
    buildSmartQuerySpec: (smartSql, pageSize) => spec(undefined, 'smart', { smartSql, pageSize: pageSize || 10 }),
  };
  // SmartStore calls by the SDK's JS name: the native action and the arguments after the store config.
  const smartstoreCalls = {
    getDatabaseSize: ['pgGetDatabaseSize', []],
    registerSoup: ['pgRegisterSoup', ['soupName', 'indexes']],
    removeSoup: ['pgRemoveSoup', ['soupName']],
    getSoupIndexSpecs: ['pgGetSoupIndexSpecs', ['soupName']],
    alterSoup: ['pgAlterSoup', ['soupName', 'indexes', 'reIndexData']],
    reIndexSoup: ['pgReIndexSoup', ['soupName', 'paths']],
    clearSoup: ['pgClearSoup', ['soupName']],
    soupExists: ['pgSoupExists', ['soupName']],
    querySoup: ['pgQuerySoup', ['soupName', 'querySpec']],
    runSmartQuery: ['pgRunSmartQuery', ['querySpec']],
    retrieveSoupEntries: ['pgRetrieveSoupEntries', ['soupName', 'entryIds']],
    upsertSoupEntriesWithExternalId: ['pgUpsertSoupEntries', ['soupName', 'entries', 'externalIdPath']],
    removeFromSoup: ['pgRemoveFromSoup', ['soupName', 'entryIdsOrQuerySpec']],
    moveCursorToPageIndex: ['pgMoveCursorToPageIndex', ['cursor', 'index']],
    closeCursor: ['pgCloseCursor', ['cursor']],
    removeStore: ['pgRemoveStore', []],
  };
  const smartstoreArgs = (names, config, values) => {
    const a = { isGlobalStore: !!config.isGlobalStore, storeName: config.storeName };
    names.forEach((name, i) => {
      const value = values[i];
      if (name === 'cursor') a.cursorId = value && value.cursorId;
      else if (name === 'entryIdsOrQuerySpec') a[Array.isArray(value) ? 'entryIds' : 'querySpec'] = value;
      else a[name] = value;
    });
    return a;
  };
  factories['com.salesforce.plugin.smartstore'] = function (require, exports, module) {
    const exec = require('com.salesforce.util.exec').exec;
    const SERVICE = 'com.salesforce.smartstore';
    let logLevel = 'info';
    const api = Object.assign({}, querySpecBuilders);
    for (const [name, [action, names]] of Object.entries(smartstoreCalls)) {
      api[name] = function (...input) {
        const args = storeConfigFirst(input);
        const config = args[0], values = args.slice(1, 1 + names.length), successCB = args[1 + names.length], errorCB = args[2 + names.length];
        if (name === 'querySoup' && values[1] && values[1].queryType === 'smart') throw new Error('Smart queries can only be run using runSmartQuery');
        if (name === 'runSmartQuery' && values[0] && values[0].queryType !== 'smart') throw new Error('runSmartQuery can only run smart queries');
        exec(SDK_VERSION, successCB, errorCB, SERVICE, action, [smartstoreArgs(names, config, values)]);
      };
    }
    api.upsertSoupEntries = function (...input) {
      const [config, soupName, entries, successCB, errorCB] = storeConfigFirst(input);
      api.upsertSoupEntriesWithExternalId(config, soupName, entries, '_soupEntryId', successCB, errorCB);
    };
    const page = (step, edge, message) => function (...input) {
      const [config, cursor, successCB, errorCB] = storeConfigFirst(input);
      const index = cursor.currentPageIndex + step;
      if (edge(index, cursor)) errorCB(new Error(message));
      else api.moveCursorToPageIndex(config, cursor, index, successCB, errorCB);
    };
    api.moveCursorToNextPage = page(1, (i, c) => i >= c.totalPages, 'moveCursorToNextPage called while on last page');
    api.moveCursorToPreviousPage = page(-1, (i) => i < 0, 'moveCursorToPreviousPage called while on first page');
    api.showInspector = (config) => exec(SDK_VERSION, null, null, SERVICE, 'pgShowInspector', [{ isGlobalStore: !!(config && config.isGlobalStore), storeName: config && config.storeName }]);
    api.getAllStores = (successCB, errorCB) => exec(SDK_VERSION, successCB, errorCB, SERVICE, 'pgGetAllStores', [{}]);
    api.getAllGlobalStores = (successCB, errorCB) => exec(SDK_VERSION, successCB, errorCB, SERVICE, 'pgGetAllGlobalStores', [{}]);
    api.removeAllGlobalStores = (successCB, errorCB) => exec(SDK_VERSION, successCB, errorCB, SERVICE, 'pgRemoveAllGlobalStores', [{}]);
    api.removeAllStores = (successCB, errorCB) => exec(SDK_VERSION, successCB, errorCB, SERVICE, 'pgRemoveAllStores', [{}]);
    api.setLogLevel = (level) => { logLevel = level; };
    api.getLogLevel = () => logLevel;
    Object.assign(api, { QuerySpec, SoupIndexSpec, StoreConfig, StoreCursor });
    module.exports = api;
  };
  factories['com.salesforce.plugin.smartstore.client'] = function (require, exports, module) {
    const smartstore = require('com.salesforce.plugin.smartstore');
    const promiser = require('com.salesforce.util.promiser').promiser;
    const client = {};
    for (const name of ['alterSoup', 'clearSoup', 'closeCursor', 'getDatabaseSize', 'getSoupIndexSpecs', 'moveCursorToNextPage',
      'moveCursorToPageIndex', 'moveCursorToPreviousPage', 'querySoup', 'reIndexSoup', 'registerSoup', 'removeFromSoup', 'removeSoup',
      'retrieveSoupEntries', 'runSmartQuery', 'soupExists', 'upsertSoupEntries', 'upsertSoupEntriesWithExternalId', 'getAllStores',
      'getAllGlobalStores', 'removeAllGlobalStores', 'removeAllStores', 'removeStore']) client[name] = promiser(smartstore, name, 'smartstore.client');
    module.exports = client;
  };
  factories['com.salesforce.plugin.mobilesync'] = function (require, exports, module) {
    const exec = require('com.salesforce.util.exec').exec;
    const SERVICE = 'com.salesforce.mobilesync';
    const storeArgs = (config, extra) => Object.assign(extra, { isGlobalStore: !!config.isGlobalStore, storeName: config.storeName });
    // (storeConfig?, target, soupName, options, syncName?, successCB, errorCB), as the SDK's JS accepts them.
    const syncCall = (action, targetOptional) => function (...input) {
      let args = storeConfigFirst(input);
      if (targetOptional && typeof args[1] === 'string') args = [args[0], {}].concat(args.slice(1));
      if (typeof args[4] === 'function') args = args.slice(0, 4).concat([null], args.slice(4));
      const [config, target, soupName, options, syncName, successCB, errorCB] = args;
      exec(SDK_VERSION, successCB, errorCB, SERVICE, action, [storeArgs(config, { syncName, target: target || {}, soupName, options })]);
    };
    const byIdOrName = (action) => function (...input) {
      const [config, syncIdOrName, successCB, errorCB] = storeConfigFirst(input);
      const named = typeof syncIdOrName === 'string';
      exec(SDK_VERSION, successCB, errorCB, SERVICE, action, [storeArgs(config, { syncId: named ? null : syncIdOrName, syncName: named ? syncIdOrName : null })]);
    };
    const status = byIdOrName('getSyncStatus');
    module.exports = {
      MERGE_MODE: { OVERWRITE: 'OVERWRITE', LEAVE_IF_CHANGED: 'LEAVE_IF_CHANGED' },
      syncDown: syncCall('syncDown', false),
      syncUp: syncCall('syncUp', true),
      getSyncStatus(...input) {
        const args = storeConfigFirst(input);
        const successCB = args[2];
        status(args[0], args[1], (sync) => { if (typeof successCB === 'function') successCB(sync._soupEntryId === undefined ? null : sync); }, args[3]);
      },
      reSync: byIdOrName('reSync'),
      cleanResyncGhosts(...input) {
        const [config, syncId, successCB, errorCB] = storeConfigFirst(input);
        exec(SDK_VERSION, successCB, errorCB, SERVICE, 'cleanResyncGhosts', [storeArgs(config, { syncId })]);
      },
      deleteSync: byIdOrName('deleteSync'),
    };
  };
  // Push: the SDK hands phonegap-plugin-push's `notification` events to the app's handler
  // (the same steps as its com.salesforce.util.push.js, console lines included).
  factories['com.salesforce.util.push'] = function (require, exports, module) {
    const PUSH_PLUGIN_MISSING = 'PushPlugin not found. Please install the plugin from https://github.com/phonegap/phonegap-plugin-push.';
    module.exports = {
      registerPushNotificationHandler(notificationHandler, fail) {
        if (!g.PushNotification) {
          console.error(PUSH_PLUGIN_MISSING);
          fail(PUSH_PLUGIN_MISSING);
          return;
        }
        require('com.salesforce.plugin.sdkinfo').getInfo(function () {
          const push = g.PushNotification.init({ android: {}, ios: { alert: 'true', badge: 'true', sound: 'true' } });
          push.on('registration', (data) => { console.log('Registration event ' + JSON.stringify(data)); console.log(JSON.stringify(data)); });
          push.on('notification', (data) => {
            console.log('Notification event');
            console.log(JSON.stringify(data));
            notificationHandler(data);
            push.finish(() => console.log('Finish successfully called'));
          });
          push.on('error', (e) => { console.log('Push error'); console.error('Push error ' + JSON.stringify(e)); fail(e); });
        });
      },
    };
  };

  // The plugin's modules as its plugin.xml lists them (id com.salesforce, clobbers).
  const plugin = {
    id: 'com.salesforce', version: SDK_VERSION,
    modules: Object.keys(factories).map((id) => ({
      id, file: 'plugins/com.salesforce/www/' + id + '.js', pluginId: 'com.salesforce',
      clobbers: id === 'com.salesforce.plugin.smartstore' ? ['navigator.smartstore'] : id === 'com.salesforce.plugin.smartstore.client' ? ['navigator.smartstoreClient'] : [],
    })),
  };

  return { services, factories, plugin, querySpecBuilders, classes: { QuerySpec, StoreConfig, SoupIndexSpec, StoreCursor }, SDK_VERSION };
})
