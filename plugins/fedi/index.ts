export { FediPlugin } from './plugin';
