export default class { hi() { return 'anon'; } }
