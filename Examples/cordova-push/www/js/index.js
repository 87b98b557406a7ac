// The app's push code, written as the plugin's docs write it (docs/API.md, docs/PAYLOAD.md
// "Action Buttons"): iOS categories at init, Android buttons in the payload's `actions`,
// one `push.on` listener per button callback.
var app = {
    initialize: function () {
        document.addEventListener('deviceready', this.onDeviceReady.bind(this), false);
    },

    onDeviceReady: function () {
        var push = PushNotification.init({
            android: {},
            ios: {
                alert: 'true',
                badge: true,
                sound: 'false',
                categories: {
                    invite: {
                        yes: { callback: 'accept', title: 'Accept', foreground: true, destructive: false },
                        no: { callback: 'reject', title: 'Reject', foreground: false, destructive: true },
                        maybe: { callback: 'maybe', title: 'Maybe', foreground: false, destructive: false }
                    }
                }
            }
        });
        app.push = push;

        push.on('registration', function (data) {
            // Sent to the app's server; the token itself never shows in jshost's effects.
            document.getElementById('status').textContent = 'Registered with ' + data.registrationType;
        });

        push.on('notification', function (data) {
            document.getElementById('title').textContent = data.title + ': ' + data.message;
            console.log('notification foreground=' + data.additionalData.foreground + ' coldstart=' + data.additionalData.coldstart);
        });

        push.on('accept', function (data) { app.answer(data, 'Going'); });
        push.on('reject', function (data) { app.answer(data, 'Not going'); });
        push.on('maybe', function (data) {
            app.answer(data, data.additionalData.inlineReply ? 'Maybe: ' + data.additionalData.inlineReply : 'Maybe');
        });

        push.on('error', function (e) {
            console.error(e.message);
        });
    },

    answer: function (data, text) {
        document.getElementById('answer').textContent = data.additionalData.eventId + ': ' + text;
        console.log('answered ' + text + ' (foreground=' + data.additionalData.foreground + ', coldstart=' + data.additionalData.coldstart + ')');
        // Tell the OS the background work is done (iOS), as the plugin's docs ask.
        app.push.finish(function () {}, function () {}, data.additionalData.notId);
    }
};

app.initialize();
