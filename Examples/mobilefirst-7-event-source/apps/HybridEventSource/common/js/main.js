// Office Polls: a MobileFirst 7.x hybrid app that receives event-source notifications
// from PushAdapter's PushEventSource. A poll arrives with OK / NOK buttons ("poll" category).

function wlCommonInit() {
    WL.Client.connect({ onSuccess: connectSuccess, onFailure: connectFailure });
}

function connectSuccess() {
    WL.Logger.debug("Successfully connected to MobileFirst Server.");
}

function connectFailure() {
    WL.Logger.debug("Failed connecting to MobileFirst Server.");
    WL.SimpleDialog.show("Office Polls", "Failed connecting to MobileFirst Server. Try again later.",
        [{ text: 'Reload', handler: WL.Client.reloadApp }, { text: 'Close', handler: function () {} }]);
}

//---------------------------- Interactive notification categories --------------------
WL.Client.Push.getInteractivePushCategories = function () {
    return [{
        id: "poll",
        actions: [
            { id: "poll_ok", title: "OK", mode: 1, destructive: false, requireAuthentication: true },
            { id: "poll_nok", title: "NOK", mode: 0, destructive: true, requireAuthentication: false }
        ],
        defaultContextActions: ["poll_ok", "poll_nok"],
        minimalContextActions: ["poll_ok", "poll_nok"]
    }];
};

//---------------------------- Set up push notifications -------------------------------
if (WL.Client.Push) {
    WL.Client.Push.onReadyToSubscribe = function () {
        $('#SubscribeButton').removeAttr('disabled');
        $('#UnsubscribeButton').removeAttr('disabled');

        WL.Client.Push.registerEventSourceCallback(
            "myPush",
            "PushAdapter",
            "PushEventSource",
            pushNotificationReceived);

        // This app subscribes as soon as it can (the Subscribe button does it again).
        doSubscribe();
    };
}

// --------------------------------- Subscribe ------------------------------------
function doSubscribe() {
    WL.Client.Push.subscribe("myPush", {
        onSuccess: function () { WL.Logger.info("Subscribed to myPush"); },
        onFailure: function () { alert("doSubscribeFailure"); }
    });
}

function doUnsubscribe() {
    WL.Client.Push.unsubscribe("myPush", {
        onSuccess: function () { WL.Logger.info("Unsubscribed from myPush"); },
        onFailure: function () { alert("doUnsubscribeFailure"); }
    });
}

//------------------------------- Handle received notification ---------------------------------------
function pushNotificationReceived(props, payload) {
    var answer = props["action-id"] === "poll_ok" ? "yes" : props["action-id"] === "poll_nok" ? "no" : "not answered";
    $('#lastAnswer').text(payload.pollId + ": " + answer);
    WL.Logger.info("Poll " + payload.pollId + " (" + props.alert + "): " + answer);
    return { pollId: payload.pollId, answer: answer };
}
