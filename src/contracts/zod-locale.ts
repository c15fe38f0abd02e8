import { z } from 'zod';

// zod's own messages (wrong types, unknown keys) in French; our schemas give the spec's wording where it has one.
// Every contract that defines a schema imports this file, so pages that parse nothing never download zod.
z.config(z.locales.fr());
