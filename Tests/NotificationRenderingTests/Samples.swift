import Notifications

/// The notifications the renderer's tests draw: the shapes apps send most (a chat message
/// with a reply button on iOS; an Android message with more buttons than Android shows, a
/// long text, a channel of high importance), and one Android notification on a quiet channel.
enum Samples {
    static let chatIOS: DisplayedNotification = {
        var a = NotificationAppearance()
        a.subtitle = "Lunch group"
        a.sound = "default"
        a.thread = "lunch"
        return DisplayedNotification(
            id: "chat-ios", platform: .ios, category: "chat", title: "Ana Lima", body: "Are we still on for lunch at 12:30? I booked the usual table.",
            actions: [DisplayedAction(id: "reply", title: "Reply", textInput: TextInput(buttonTitle: "Send", placeholder: "Write a reply…")),
                      DisplayedAction(id: "like", title: "Like"),
                      DisplayedAction(id: "mute", title: "Mute this chat", destructive: true)],
            appearance: a, app: AppIdentity(name: "Chatter"))
    }()

    static let orderAndroid: DisplayedNotification = {
        var a = NotificationAppearance()
        a.style = "bigText"
        a.bigText = "Your order #4411 left the warehouse. It will arrive tomorrow between 9:00 and 12:00. "
            + "Track it, change the delivery slot, or ask a neighbour to take it in."
        a.importance = "high"
        a.visibility = "private"
        a.color = "#00796B"
        return DisplayedNotification(
            id: "order-android", platform: .android, category: "order", title: "Order shipped", body: "Your order #4411 left the warehouse.",
            actions: [DisplayedAction(id: "track", title: "Track"), DisplayedAction(id: "slot", title: "Change slot"),
                      DisplayedAction(id: "reply", title: "Message us", textInput: TextInput(buttonTitle: "Send", placeholder: "Message"))],
            channel: "orders", appearance: a, app: AppIdentity(name: "Shop"))
    }()

    static let quietAndroid: DisplayedNotification = {
        var a = NotificationAppearance()
        a.importance = "low"
        a.visibility = "secret"
        return DisplayedNotification(id: "quiet", platform: .android, title: "Backup finished", body: "1,204 photos saved",
                                     actions: [DisplayedAction(id: "a", title: "One"), DisplayedAction(id: "b", title: "Two"),
                                               DisplayedAction(id: "c", title: "Three"), DisplayedAction(id: "d", title: "Four")],
                                     appearance: a, app: .neutral)
    }()
}
