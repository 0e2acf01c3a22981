export { ChatPlugin } from './plugin';
