import { z } from 'zod';

// zod's own messages (wrong types, unknown keys) in French; our schemas give the spec's wording where it has one.
z.config(z.locales.fr());
