import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the Fastify server (npm start) answers the API and short links; in production it
// serves dist/web itself with an SPA fallback, so no proxy is involved there.
const apiServer = 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api/': apiServer,
      // A regular expression: a plain '/l' prefix would also capture SPA routes such as /lists.
      '^/l/': apiServer,
    },
  },
});
