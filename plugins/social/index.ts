export { SocialPlugin } from './plugin';
