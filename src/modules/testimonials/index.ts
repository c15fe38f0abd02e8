// The testimonials module's public surface: other modules and the app import only from here.
export { Testimonial, TestimonialSchema } from './testimonial.entity.js';
export { TestimonialsModule } from './testimonials.module.js';
export { TestimonialsService } from './testimonials.service.js';
