// A Cordova app's reminders with cordova-plugin-local-notification: a daily 9:00 stretch
// reminder (a match trigger) with Snooze / Done buttons from a registered group, and an
// hourly water reminder. Each line it logs is what the app sees.
function clock(d) {
  var m = d.getMinutes();
  return d.getDate() + ' ' + d.getHours() + ':' + (m < 10 ? '0' + m : m) + ' offset ' + (-d.getTimezoneOffset());
}

function onDeviceReady() {
  var local = cordova.plugins.notification.local;
  document.getElementById('status').textContent = 'Ready';
  console.log('ready ' + clock(new Date()) + ' launchDetails ' + JSON.stringify(local.launchDetails || null));

  local.addActions('reminder', [
    { id: 'snooze', title: 'Snooze' },
    { id: 'done', title: 'Done', launch: true }
  ]);

  local.on('add', function (notification, eopts) {
    console.log('add ' + notification.id + ' queued ' + eopts.queued);
  });
  local.on('trigger', function (notification, eopts) {
    console.log('trigger ' + notification.id + ' ' + clock(new Date()) + ' foreground ' + eopts.foreground);
  });
  local.on('click', function (notification, eopts) {
    console.log('click ' + notification.id + ' screen ' + notification.data.screen + ' queued ' + eopts.queued + ' ' + clock(new Date()) +
                ' launchDetails ' + JSON.stringify(local.launchDetails || null));
  });
  local.on('clear', function (notification) {
    console.log('clear ' + notification.id);
  });
  local.on('snooze', function (notification) {
    console.log('snooze ' + notification.id);
  });

  local.schedule([
    { id: 1, title: 'Stretch', text: 'Two minutes', data: { screen: 'stretch' }, actions: 'reminder', foreground: true,
      trigger: { every: { hour: 9, minute: 0 } } },
    { id: 2, title: 'Water', text: 'A glass now', data: { screen: 'water' },
      trigger: { every: 'hour' } }
  ], function () {
    local.getScheduled(function (list) {
      console.log('scheduled ' + list.map(function (n) { return n.id + ':' + JSON.stringify(n.trigger.every); }).join(' '));
    });
    local.isScheduled(1, function (yes) { console.log('isScheduled 1 ' + yes); });
  });
}

document.addEventListener('deviceready', onDeviceReady, false);
