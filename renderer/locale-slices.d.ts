// cut from locales/<language>.json at build time by the locale-slices plugin (vite.config.ts)
declare module 'virtual:locale/*' {
  import type { ResourceKey } from 'i18next';
  const messages: ResourceKey;
  export default messages;
}
