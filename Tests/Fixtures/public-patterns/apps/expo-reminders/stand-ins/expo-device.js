// The one field the app reads; expo-device is not installed where this runs.
module.exports = { isDevice: true };
