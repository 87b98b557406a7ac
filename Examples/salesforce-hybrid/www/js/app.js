/*
 * A Salesforce Mobile SDK hybrid app (forcehybrid's local template layout: www/index.html,
 * www/bootconfig.json) that lists the push notifications it receives. Written the way the
 * SDK's samples use its Cordova plugin: cordova.require of the com.salesforce modules once
 * deviceready has fired.
 */
var logToConsole = function (txt) { cordova.require('com.salesforce.util.logger').logToConsole(txt); };

function showUser(credentials) {
  document.getElementById('user').textContent = 'Signed in to ' + credentials.instanceUrl;
}

// The SDK hands on phonegap-plugin-push's notification events:
// {title, message, count, sound, additionalData: {foreground, coldstart, sfdc, ...}}.
// On Android the Salesforce payload is FCM data: the text is in its sfdc JSON.
function onNotification(notification) {
  var sfdc = notification.additionalData.sfdc;
  if (typeof sfdc === 'string') sfdc = JSON.parse(sfdc);
  var title = notification.title || (sfdc && sfdc.alertTitle);
  var body = notification.message || (sfdc && sfdc.alertBody);
  var item = document.createElement('li');
  item.className = notification.additionalData.foreground ? 'received' : 'opened';
  item.textContent = title + ': ' + body;
  document.getElementById('alerts').appendChild(item);
  logToConsole('notification ' + (sfdc ? sfdc.nid : '?') + (notification.additionalData.foreground ? ' received' : ' opened'));
  return sfdc ? sfdc.nid : null;
}

document.addEventListener('deviceready', function () {
  cordova.require('com.salesforce.plugin.sdkinfo').getInfo(function (info) {
    logToConsole('Salesforce Mobile SDK ' + info.sdkVersion + ', plugins: ' + info.forcePluginsAvailable.join(', '));
  });
  cordova.require('com.salesforce.plugin.oauth').getAuthCredentials(showUser, function (error) {
    logToConsole('getAuthCredentials failed: ' + error);
  });
  cordova.require('com.salesforce.util.push').registerPushNotificationHandler(onNotification, function (error) {
    logToConsole('push registration failed: ' + JSON.stringify(error));
  });
}, false);
