// `react-native-force`, the Salesforce Mobile SDK's React Native package, as its src/index.ts
// exports it (forcedotcom/SalesforceMobileSDK-ReactNative: forceClient = net, forceLog,
// forceTest, forceUtil, mobilesync, net, oauth, smartstore). Its modules call the SDK's
// React Native bridges (SFOauthReactBridge / SalesforceOauthReactBridge, …); here they reach
// the same off-device native side as the hybrid plugin (salesforce-hybrid.js `services`).
// Callbacks are called asynchronously, as from the bridge. The package has no push API
// (push is native-only in React Native apps).
//
// Called with (hybrid, native): the hybrid glue and native.appRegistry() (React Native's
// AppRegistry, for forceTest.registerTest).
(function (hybrid, native) {
  'use strict';
  const VERSION_TAG = 'pluginSDKVersion:' + hybrid.SDK_VERSION;
  const later = (fn, value) => { if (typeof fn === 'function') setTimeout(() => fn(value), 0); };
  // The bridge call: the native answer to the success callback, a thrown one to the error callback.
  function exec(service, action, successCB, errorCB, args) {
    let value;
    try {
      value = hybrid.services[service][action](VERSION_TAG, args);
    } catch (error) {
      later(errorCB, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    later(successCB, value);
  }
  const storeConfig = (config) => (typeof config === 'boolean' || config === undefined || config === null
    ? { isGlobalStore: !!config } : config);
  const storeArgs = (config, extra) => Object.assign(extra, { isGlobalStore: !!config.isGlobalStore, storeName: config.storeName });

  // react.force.oauth.ts
  let logoutInitiated = false;
  const oauth = {
    authenticate: (successCB, errorCB) => exec('com.salesforce.oauth', 'authenticate', successCB, errorCB, {}),
    getAuthCredentials: (successCB, errorCB) => exec('com.salesforce.oauth', 'getAuthCredentials', successCB, errorCB, {}),
    logout(successCB, errorCB) {
      if (!logoutInitiated) { logoutInitiated = true; exec('com.salesforce.oauth', 'logoutCurrentUser', successCB, errorCB, {}); }
    },
  };

  // react.force.net.ts: the REST helpers build their request and go through sendRequest.
  let apiVersion = 'v66.0';
  const net = {
    setApiVersion(version) { apiVersion = version; },
    getApiVersion: () => apiVersion,
    sendRequest(endPoint, path, successCB, errorCB, method, payload, headerParams, fileParams, returnBinary, doesNotRequireAuthentication) {
      exec('com.salesforce.network', 'pgSendRequest', successCB, errorCB, {
        endPoint, path, method: method || 'GET', queryParams: payload || {}, headerParams: headerParams || {}, fileParams: fileParams || {},
        returnBinary: !!returnBinary, doesNotRequireAuthentication: !!doesNotRequireAuthentication });
    },
  };
  const data = '/services/data';
  Object.assign(net, {
    versions: (s, e) => net.sendRequest(data, '/', s, e),
    resources: (s, e) => net.sendRequest(data, `/${apiVersion}/`, s, e),
    describeGlobal: (s, e) => net.sendRequest(data, `/${apiVersion}/sobjects/`, s, e),
    metadata: (objtype, s, e) => net.sendRequest(data, `/${apiVersion}/sobjects/${objtype}/`, s, e),
    describe: (objtype, s, e) => net.sendRequest(data, `/${apiVersion}/sobjects/${objtype}/describe/`, s, e),
    describeLayout: (objtype, recordTypeId, s, e) => net.sendRequest(data, `/${apiVersion}/sobjects/${objtype}/describe/layouts/${recordTypeId || ''}`, s, e),
    create: (objtype, fields, s, e) => net.sendRequest(data, `/${apiVersion}/sobjects/${objtype}/`, s, e, 'POST', fields),
    retrieve: (objtype, id, fieldlist, s, e) => {
      if (typeof fieldlist === 'function') { e = s; s = fieldlist; fieldlist = null; }
      const fields = Array.isArray(fieldlist) ? fieldlist.join(',') : fieldlist;
      net.sendRequest(data, `/${apiVersion}/sobjects/${objtype}/${id}`, s, e, 'GET', fields ? { fields } : null);
    },
    upsert: (objtype, externalIdField, externalId, fields, s, e) =>
      net.sendRequest(data, `/${apiVersion}/sobjects/${objtype}/${externalIdField}/${externalId ? externalId : ''}`, s, e, externalId ? 'PATCH' : 'POST', fields),
    update: (objtype, id, fields, s, e) => net.sendRequest(data, `/${apiVersion}/sobjects/${objtype}/${id}`, s, e, 'PATCH', fields),
    del: (objtype, id, s, e) => net.sendRequest(data, `/${apiVersion}/sobjects/${objtype}/${id}`, s, e, 'DELETE'),
    query: (soql, s, e) => net.sendRequest(data, `/${apiVersion}/query`, s, e, 'GET', { q: soql }),
    queryMore: (url, s, e) => net.sendRequest(url.startsWith(data) ? data : '', url.startsWith(data) ? url.slice(data.length) : url, s, e),
    search: (sosl, s, e) => net.sendRequest(data, `/${apiVersion}/search`, s, e, 'GET', { q: sosl }),
    getAttachment: (id, s, e) => net.sendRequest(data, `/${apiVersion}/sobjects/Attachment/${id}/Body`, s, e, 'GET', null, null, null, true),
    collectionCreate: (allOrNone, records, s, e) => net.sendRequest(data, `/${apiVersion}/composite/sobjects`, s, e, 'POST', { allOrNone, records }),
    collectionUpdate: (allOrNone, records, s, e) => net.sendRequest(data, `/${apiVersion}/composite/sobjects`, s, e, 'PATCH', { allOrNone, records }),
    collectionUpsert: (allOrNone, objectType, externalIdField, records, s, e) =>
      net.sendRequest(data, `/${apiVersion}/composite/sobjects/${objectType}/${externalIdField}`, s, e, 'PATCH', { allOrNone, records }),
    collectionRetrieve: (objectType, ids, fields, s, e) =>
      net.sendRequest(data, `/${apiVersion}/composite/sobjects/${objectType}`, s, e, 'POST', { ids, fields }),
    collectionDelete: (ids, allOrNone, s, e) =>
      net.sendRequest(data, `/${apiVersion}/composite/sobjects`, s, e, 'DELETE', { ids: ids.join(','), allOrNone: !!allOrNone }),
  });

  // react.force.smartstore.ts: (storeConfig | isGlobalStore, …, successCB, errorCB).
  const smartstore = Object.assign({}, hybrid.querySpecBuilders, hybrid.classes);
  const calls = {
    getDatabaseSize: [], registerSoup: ['soupName', 'indexes'], removeSoup: ['soupName'], getSoupIndexSpecs: ['soupName'],
    alterSoup: ['soupName', 'indexes', 'reIndexData'], reIndexSoup: ['soupName', 'paths'], clearSoup: ['soupName'],
    soupExists: ['soupName'], querySoup: ['soupName', 'querySpec'], runSmartQuery: ['querySpec'],
    retrieveSoupEntries: ['soupName', 'entryIds'], upsertSoupEntriesWithExternalId: ['soupName', 'entries', 'externalIdPath'],
    moveCursorToPageIndex: ['cursor', 'index'], closeCursor: ['cursor'], removeStore: [],
  };
  for (const [name, names] of Object.entries(calls)) {
    smartstore[name] = function (config, ...rest) {
      const values = rest.slice(0, names.length), successCB = rest[names.length], errorCB = rest[names.length + 1];
      if (name === 'querySoup' && values[1] && values[1].queryType === 'smart') throw new Error('Smart queries can only be run using runSmartQuery');
      if (name === 'runSmartQuery' && values[0] && values[0].queryType !== 'smart') throw new Error('runSmartQuery can only run smart queries');
      const args = storeArgs(storeConfig(config), {});
      names.forEach((n, i) => { if (n === 'cursor') args.cursorId = values[i] && values[i].cursorId; else args[n] = values[i]; });
      const action = name === 'upsertSoupEntriesWithExternalId' ? 'pgUpsertSoupEntries' : 'pg' + name[0].toUpperCase() + name.slice(1);
      exec('com.salesforce.smartstore', action, successCB, errorCB, args);
    };
  }
  smartstore.upsertSoupEntries = (config, soupName, entries, successCB, errorCB) =>
    smartstore.upsertSoupEntriesWithExternalId(config, soupName, entries, '_soupEntryId', successCB, errorCB);
  smartstore.removeFromSoup = (config, soupName, entryIdsOrQuerySpec, successCB, errorCB) => {
    const args = storeArgs(storeConfig(config), { soupName });
    args[Array.isArray(entryIdsOrQuerySpec) ? 'entryIds' : 'querySpec'] = entryIdsOrQuerySpec;
    exec('com.salesforce.smartstore', 'pgRemoveFromSoup', successCB, errorCB, args);
  };
  smartstore.moveCursorToNextPage = (config, cursor, successCB, errorCB) => {
    const index = cursor.currentPageIndex + 1;
    if (index >= cursor.totalPages) errorCB(new Error('moveCursorToNextPage called while on last page'));
    else smartstore.moveCursorToPageIndex(config, cursor, index, successCB, errorCB);
  };
  smartstore.moveCursorToPreviousPage = (config, cursor, successCB, errorCB) => {
    const index = cursor.currentPageIndex - 1;
    if (index < 0) errorCB(new Error('moveCursorToPreviousPage called while on first page'));
    else smartstore.moveCursorToPageIndex(config, cursor, index, successCB, errorCB);
  };
  for (const name of ['getAllStores', 'getAllGlobalStores', 'removeAllGlobalStores', 'removeAllStores']) {
    smartstore[name] = (successCB, errorCB) => exec('com.salesforce.smartstore', 'pg' + name[0].toUpperCase() + name.slice(1), successCB, errorCB, {});
  }

  // react.force.mobilesync.ts
  const mobilesync = {
    MERGE_MODE: { OVERWRITE: 'OVERWRITE', LEAVE_IF_CHANGED: 'LEAVE_IF_CHANGED' },
    syncDown(config, target, soupName, options, syncName, successCB, errorCB) {
      if (typeof syncName === 'function') { errorCB = successCB; successCB = syncName; syncName = null; }
      exec('com.salesforce.mobilesync', 'syncDown', successCB, errorCB, storeArgs(storeConfig(config), { target, soupName, options, syncName }));
    },
    syncUp(config, target, soupName, options, syncName, successCB, errorCB) {
      if (typeof syncName === 'function') { errorCB = successCB; successCB = syncName; syncName = null; }
      exec('com.salesforce.mobilesync', 'syncUp', successCB, errorCB, storeArgs(storeConfig(config), { target: target || {}, soupName, options, syncName }));
    },
    reSync(config, syncIdOrName, successCB, errorCB) {
      const named = typeof syncIdOrName === 'string';
      exec('com.salesforce.mobilesync', 'reSync', successCB, errorCB, storeArgs(storeConfig(config), { syncId: named ? null : syncIdOrName, syncName: named ? syncIdOrName : null }));
    },
    cleanResyncGhosts(config, syncId, successCB, errorCB) {
      exec('com.salesforce.mobilesync', 'cleanResyncGhosts', successCB, errorCB, storeArgs(storeConfig(config), { syncId }));
    },
    getSyncStatus(config, syncIdOrName, successCB, errorCB) {
      const named = typeof syncIdOrName === 'string';
      exec('com.salesforce.mobilesync', 'getSyncStatus', (sync) => later(successCB, sync && sync._soupEntryId !== undefined ? sync : null), errorCB,
        storeArgs(storeConfig(config), { syncId: named ? null : syncIdOrName, syncName: named ? syncIdOrName : null }));
    },
    deleteSync(config, syncIdOrName, successCB, errorCB) {
      const named = typeof syncIdOrName === 'string';
      exec('com.salesforce.mobilesync', 'deleteSync', successCB, errorCB, storeArgs(storeConfig(config), { syncId: named ? null : syncIdOrName, syncName: named ? syncIdOrName : null }));
    },
  };

  // react.force.log.ts
  let logLevel = 'info';
  const noop = () => {};
  const sdkConsole = { debug: noop, info: noop, warn: noop, error: noop, log: (...a) => console.log(...a) };
  const forceLog = {
    getLogLevel: () => logLevel,
    sdkConsole,
    setLogLevel(level) {
      logLevel = level;
      const at = ['debug', 'info', 'warn', 'error'].indexOf(String(level).toLowerCase());
      sdkConsole.debug = at <= 0 ? (...a) => console.debug(...a) : noop;
      sdkConsole.info = at <= 1 ? (...a) => console.info(...a) : noop;
      sdkConsole.warn = at <= 2 ? (...a) => console.log(...a) : noop;
      sdkConsole.error = at <= 3 ? (...a) => console.log(...a) : noop;
    },
  };
  forceLog.setLogLevel('info');

  // react.force.util.ts
  const forceUtil = {
    promiser: (func) => function (...args) { return new Promise((resolve, reject) => func(...args, resolve, reject)); },
    promiserNoRejection: (func) => function (...args) { return new Promise((resolve) => func(...args, resolve, resolve)); },
    timeoutPromiser: (millis) => new Promise((resolve) => setTimeout(resolve, millis)),
  };

  // react.force.test.tsx: the SDK's own test harness (a component per test, then testDone).
  const forceTest = {
    registerTest(test) {
      const registry = native.appRegistry();
      if (registry && typeof registry.registerComponent === 'function') registry.registerComponent(test.name.substring('test'.length), () => () => { test(); return null; });
    },
    testDone() { native.record('forceTest.testDone()'); },
  };

  const exports = { forceClient: net, forceLog, forceTest, forceUtil, mobilesync, net, oauth, smartstore, __esModule: true };
  return exports;
})
