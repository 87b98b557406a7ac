// MobileFirst 7.x initialization options (generated with the app; edit as required).
var wlInitOptions = {
    // connectOnStartup: false,
    // timeout: 30000,
};

if (window.addEventListener) {
    window.addEventListener('load', function () { WL.Client.init(wlInitOptions); }, false);
}
