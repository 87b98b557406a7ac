console.log('never printed: imports are hoisted');
import { x } from './nope.mjs';
