import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = { target: 'http://localhost:8080', changeOrigin: false };

export default defineConfig({
  plugins: [react()],
  define: { __BUILD_TIMESTAMP__: JSON.stringify(process.env.CANDOR_BUILD_TIMESTAMP ?? String(Date.now())) },
  server: {
    port: 5173,
    proxy: { '/api': api, '/reporterapi': api, '/management': api, '/i18n': api, '/oauth2': api, '/login/oauth2': api },
  },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 900 },
});
