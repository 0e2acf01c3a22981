export { VidPlugin } from './plugin';
