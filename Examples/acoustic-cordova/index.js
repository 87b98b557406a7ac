/*
 * www/js/index.js of a Cordova app using the Acoustic Campaign (MCE) plugin.
 *
 * - "order-shipped" is a static category whose buttons the app registers itself
 *   (MCEPlugin.setCategoryCallbacks, iOS only: Android's plugin ignores the call).
 * - "customUrl" and "sendEmail" are custom action types, listed in config.xml's
 *   custom actions key. Their handlers live in a module that is only ready two
 *   seconds after start-up (the setTimeout below): actions that arrive before then
 *   are queued by the SDK and handed to the callback when it registers.
 */
var app = {
    initialize: function () {
        document.addEventListener('deviceready', this.onDeviceReady.bind(this), false);
    },

    onDeviceReady: function () {
        console.log('deviceready on ' + (/iPhone/.test(navigator.userAgent) ? 'iOS' : 'Android'));

        // The plugin hands the callback one object: {payload, identifier}; a tap on the
        // notification body (no button) has no identifier. Android's plugin ignores the call.
        MCEPlugin.setCategoryCallbacks(function (response) {
            var identifier = response.identifier, payload = response.payload;
            if (identifier === 'track') {
                window.open('https://shop.example.com/orders/' + payload.orderId + '/tracking', '_system');
            } else if (identifier === 'contact') {
                cordova.plugins.email.open({
                    to: 'support@example.com',
                    subject: 'About order ' + payload.orderId,
                    body: 'Hello, I have a question about my order.',
                    isHtml: false
                });
            }
        }, 'order-shipped', [
            { identifier: 'track', name: 'Track parcel', destructive: false, authentication: false },
            { identifier: 'contact', name: 'Contact us', destructive: false, authentication: true }
        ]);

        MCEPlugin.setActionNotRegisteredCallback(function (action, payload) {
            console.log('Action "' + action.type + '" arrived before its callback was registered; it is queued');
        });

        setTimeout(app.registerCustomActions, 2000);
    },

    registerCustomActions: function () {
        MCEPlugin.setRegisteredActionCallback(function (action, payload) {
            window.open(action.value, '_system');
        }, 'customUrl');

        MCEPlugin.setRegisteredActionCallback(function (action, payload) {
            cordova.plugins.email.open({
                to: action.value.recipient,
                subject: action.value.subject,
                body: action.value.body,
                isHtml: false
            }, function () {
                console.log('E-mail composer closed');
            });
        }, 'sendEmail');
    }
};

app.initialize();
