function wlCommonInit() {
    MFPPush.initialize(function () {
        MFPPush.registerNotificationsCallback(notificationReceived);
        MFPPush.registerDevice(null, function (response) {
            WL.Logger.info("registered " + response.deviceId);
        }, function (failure) {
            WL.Logger.error("registerDevice failed: " + JSON.stringify(failure));
        });
    }, function (failure) {
        WL.Logger.error("initialize failed: " + JSON.stringify(failure));
    });
}
function notificationReceived(message) {
    document.getElementById("last").textContent = message.alert;
    WL.Logger.info("received " + JSON.stringify(message));
    return message;
}
