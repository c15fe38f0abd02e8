// The media module's public surface: other modules and the app import only from here.
export { MediaModule } from './media.module.js';
