/*
 * The main JavaScript file of an IBM MobileFirst Platform 7.x hybrid app (iOS)
 * that receives the "poll" interactive notification: two buttons, OK and NOK,
 * both opening the app.
 */
function wlCommonInit() {
    // Common initialization code goes here.
}

WL.Client.Push.getInteractivePushCategories = function () {
    var categories = [{
        // Category identifier, used when the notification is sent.
        id: "poll",
        actions: [
            {
                id: "poll_ok",
                title: "OK",
                mode: 1,                      // 1: foreground, 0: background
                destructive: false,
                requireAuthentication: true
            },
            {
                id: "poll_nok",
                title: "NOK",
                mode: 1,
                destructive: false,
                requireAuthentication: true
            }
        ],
        // Actions shown in an alert (default: the first four).
        defaultContextActions: ["poll_ok", "poll_nok"],
        // Actions shown in the notification center and on the lock screen (default: the first two).
        minimalContextActions: ["poll_ok", "poll_nok"]
    }];
    return categories;
};

// props carries alert, category and action-id (the button the user tapped);
// payload is the custom payload the notification was sent with.
WL.Client.Push.onMessage = function (props, payload) {
    if (props.category !== "poll") {
        console.log("Notification: " + props.alert);
        return;
    }
    var answer = props["action-id"] === "poll_ok" ? "yes"
               : props["action-id"] === "poll_nok" ? "no"
               : "not answered";
    console.log("Poll " + payload.pollId + ": " + answer);
    return { pollId: payload.pollId, answer: answer };
};
