// MobileFirst 8.0 starts the app in wlCommonInit(), a global function of the page.
function wlCommonInit() {
    MFPPush.initialize(
        function () {
            MFPPush.registerNotificationsCallback(notificationReceived);
            MFPPush.registerDevice(
                { ios: { alert: true, badge: true, sound: true, categories: [pollCategory] },
                  android: { categories: [pollCategory] } },
                function (response) {
                    var status = document.getElementById('status');
                    status.textContent = "Registered as " + response.deviceId;
                    status.classList.replace("pending", "registered");
                },
                function (failure) { console.error("Failed to register: " + JSON.stringify(failure)); }
            );
        },
        function (failure) { console.error("Failed to initialize push: " + JSON.stringify(failure)); }
    );
}

// message: {alert, payload, category, action-id}; action-id is absent for a body tap.
function notificationReceived(message) {
    var payload = typeof message.payload === "string" ? JSON.parse(message.payload) : message.payload;
    switch (message["action-id"]) {
        case pollSettings.yes:
            showVote(payload.pollId, "yes");
            return { pollId: payload.pollId, vote: "yes" };
        case pollSettings.no:
            showVote(payload.pollId, "no");
            return { pollId: payload.pollId, vote: "no" };
        default:
            document.getElementById('title').innerText = message.alert;
            return { pollId: payload.pollId, vote: null };
    }
}

document.addEventListener('deviceready', function () {
    console.log("deviceready on " + cordova.platformId + " (cordova " + cordova.version + ")");
}, false);
