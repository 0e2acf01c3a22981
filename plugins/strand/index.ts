export { StrandPlugin } from './plugin';
