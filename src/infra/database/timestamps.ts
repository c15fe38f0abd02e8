import { p } from '@mikro-orm/core';

/** When the row was written first, indexed for the lists that show the newest first. */
export const indexedCreatedAt = () =>
  p
    .datetime()
    .onCreate(() => new Date())
    .index();

/** When the row was last changed (its creation, until then). */
export const updatedAt = () =>
  p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date());
