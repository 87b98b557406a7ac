// PushAdapter: sends the office polls as event-source notifications with the "poll" category.

WL.Server.createEventSource({
	name: 'PushEventSource',
	onDeviceSubscribe: 'deviceSubscribeFunc',
	onDeviceUnsubscribe: 'deviceUnsubscribeFunc',
	securityTest: 'PushSecurityTest'
});

function deviceSubscribeFunc(userSubscription, deviceSubscription) {
	WL.Logger.debug(">> deviceSubscribeFunc");
}

function deviceUnsubscribeFunc(userSubscription, deviceSubscription) {
	WL.Logger.debug(">> deviceUnsubscribeFunc");
}

function submitPoll(userId, question, pollId) {
	var userSubscription = WL.Server.getUserNotificationSubscription('PushAdapter.PushEventSource', userId);

	if (userSubscription == null) {
		return { result: "No subscription found for user :: " + userId };
	}

	var badgeDigit = 1;
	var notification = WL.Server.createDefaultNotification(question, badgeDigit, { pollId: pollId });
	notification.APNS.category = 'poll';

	WL.Logger.debug("submitPoll >> userId :: " + userId + ", question :: " + question);

	WL.Server.notifyAllDevices(userSubscription, notification);

	return {
		result: "Notification sent to user :: " + userId
	};
}
