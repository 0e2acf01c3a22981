export { ClipPlugin } from './plugin';
