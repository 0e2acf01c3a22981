export { KrBlogPlugin } from './plugin';
