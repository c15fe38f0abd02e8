// The contact module's public surface: other modules and the app import only from here.
export { ContactMessageSchema } from './contact-message.entity.js';
export { ContactModule } from './contact.module.js';
