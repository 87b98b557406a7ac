import { flavour } from 'cond';
import other from 'defonly';
console.log(flavour);
console.log(other.flavour);
