export { PhotoPlugin } from './plugin';
