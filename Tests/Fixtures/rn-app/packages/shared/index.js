exports.sharedGreeting = (name) => `hello ${name} from the workspace`;
