function wlCommonInit() {
    MFPPush.initialize(function () {
        WL.Logger.info("initialized; this page neither registers nor listens");
    }, function (failure) {
        WL.Logger.error("initialize failed: " + JSON.stringify(failure));
    });
}
