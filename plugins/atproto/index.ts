export { AtprotoPlugin } from './plugin';
