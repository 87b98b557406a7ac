/*
 * www/js/index.js of an IBM MobileFirst Foundation 8.0 Cordova app
 * (cordova-plugin-mfp-push) that answers a poll from the notification's buttons.
 */
var pollCategory = {
    id: "poll",
    actions: [
        { id: "poll_ok", title: "OK", mode: 1, destructive: false, authenticationRequired: true },
        { id: "poll_nok", title: "NOK", mode: 0, destructive: true, authenticationRequired: false }
    ],
    defaultContextActions: ["poll_ok", "poll_nok"],
    minimalContextActions: ["poll_ok", "poll_nok"]
};

var app = {
    initialize: function () {
        document.addEventListener('deviceready', this.onDeviceReady.bind(this), false);
    },

    onDeviceReady: function () {
        MFPPush.initialize(
            function (successResponse) {
                MFPPush.registerNotificationsCallback(app.notificationReceived);
                app.registerDevice();
            },
            function (failureResponse) {
                console.error("Failed to initialize push: " + JSON.stringify(failureResponse));
            }
        );
    },

    registerDevice: function () {
        var options = {
            ios: { alert: true, badge: true, sound: true, categories: [pollCategory] },
            android: { categories: [pollCategory] }
        };
        MFPPush.registerDevice(
            options,
            function (successResponse) {
                console.log("Registered device " + successResponse.deviceId + " for push");
            },
            function (failureResponse) {
                console.error("Failed to register device: " + JSON.stringify(failureResponse));
            }
        );
    },

    // message: {alert, payload, category, action-id}; action-id is absent when
    // the user tapped the notification itself.
    notificationReceived: function (message) {
        if (message.category !== "poll") {
            console.log("Notification: " + message.alert);
            return;
        }
        var payload = typeof message.payload === "string" ? JSON.parse(message.payload) : message.payload;
        switch (message["action-id"]) {
            case "poll_ok":
                console.log("Voted yes in poll " + payload.pollId);
                return { pollId: payload.pollId, vote: "yes" };
            case "poll_nok":
                console.log("Voted no in poll " + payload.pollId);
                return { pollId: payload.pollId, vote: "no" };
            default:
                console.log("Opened poll " + payload.pollId + " without voting");
                return { pollId: payload.pollId, vote: null };
        }
    }
};

app.initialize();
