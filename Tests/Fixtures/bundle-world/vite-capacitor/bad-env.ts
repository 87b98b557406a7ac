// A variable that is not in any .env file: undefined, and the error names import.meta.env.
const region: string = import.meta.env.VITE_REGION.toUpperCase();
console.log(region);
