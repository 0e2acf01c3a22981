export { MicroPlugin } from './plugin';
