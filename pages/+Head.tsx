export { AppHead as default } from '../renderer/AppHead.js';
