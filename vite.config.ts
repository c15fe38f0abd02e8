import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';
import { sliceOf, type Slice } from './renderer/i18n-slices.js';

/** `virtual:locale/<language>/<slice>`: one slice of locales/<language>.json, re-cut whenever the file changes. */
function localeSlices(): Plugin {
  const prefix = 'virtual:locale/';
  return {
    name: 'mbolo:locale-slices',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const [locale, slice] = id.slice(prefix.length + 1).split('/');
      const file = new URL(`./locales/${locale}.json`, import.meta.url);
      this.addWatchFile(file.pathname);
      const messages = sliceOf(JSON.parse(readFileSync(file, 'utf8')), slice as Slice);
      // JSON.parse of a string literal parses faster than the same object as JavaScript
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
  };
}

export default defineConfig({
  plugins: [vike(), react(), tailwindcss(), localeSlices()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Vike's route table lazy-imports every page; listing each page's chunks there for preloading weighed
    // ~8 KB gzip on every first visit. A page's own imports still load as its entry is parsed; CSS stays listed.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((d) => d.endsWith('.css')) },
  },
  server: { hmr: process.env.VITE_HMR_PORT ? { port: Number(process.env.VITE_HMR_PORT) } : true },
});
