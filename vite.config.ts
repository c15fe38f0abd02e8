import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vike(), react(), tailwindcss()],
  build: { target: 'es2022', sourcemap: false },
  server: { hmr: process.env.VITE_HMR_PORT ? { port: Number(process.env.VITE_HMR_PORT) } : true },
});
