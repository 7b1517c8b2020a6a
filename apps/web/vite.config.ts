import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = { target: 'http://localhost:8080', changeOrigin: false };

/**
 * The build stamp of the language-file URLs (`i18n/<lang>.json?t=`): `npm run build` (scripts/build.mjs)
 * passes the one it writes into dist/build.json, so the web build is deterministic; the dev server
 * takes a new one at each start.
 */
function buildStamp(command: 'build' | 'serve'): string {
  const stamp = process.env.CANDOR_BUILD_STAMP;
  if (stamp) return stamp;
  if (command === 'build') throw new Error('Build the web app with "npm run build" (it sets CANDOR_BUILD_STAMP).');
  return `development-${Date.now()}`;
}

/** Staff-only chunks that no route preloads: their names stay out of the entry every reporter page loads. */
const STAFF_SHARED = /(^|\/)(help-menu|hotline-call)-/;

/**
 * The scripts index.html loads before any screen: already there when a screen's chunk is imported,
 * so no import lists them for preloading (each list is written into the chunk that imports). Vite
 * puts the stylesheets back itself, and skips one already on the page.
 */
const LOADED_FIRST = /(^|\/)(index|every-page|rolldown-runtime)-[\w-]+\.js$/;

/**
 * What every public and reporter page loads, in one chunk (decision 016): React, the router, the
 * query client, the form controls and the few modules of our own that each page imports (and the
 * tab's question, which the report form's first load brings for the time a report is posted).
 * Split by the bundler's own rules, they made a dozen small files that each compressed alone.
 */
const EVERY_PAGE = [
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/,
  /node_modules[\\/]@mantine[\\/]core[\\/].*[\\/](Checkbox|CheckIcon|InlineInput|Input|Alert|Paper|CloseButton|Transition|List)[\\/]/,
  /packages[\\/]shared[\\/]src[\\/]constants\.ts$/,
  /apps[\\/]web[\\/]src[\\/](components[\\/]use-before-unload|lib[\\/]api-client|lib[\\/]session[\\/](logout|use-session)|features[\\/]reporter[\\/]state[\\/]reporter-storage)\.ts$/,
];

export default defineConfig(({ command }) => ({
  plugins: [react()],
  define: { __BUILD_TIMESTAMP__: JSON.stringify(buildStamp(command)) },
  server: {
    port: 5173,
    proxy: { '/api': api, '/reporterapi': api, '/management': api, '/i18n': api, '/oauth2': api, '/login/oauth2': api },
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // Every browser the app supports (es2022) preloads modules natively: no polyfill on every page.
    modulePreload: {
      polyfill: false,
      // Staff screens (administration, hotline, reviewer, staff submission, data tools) fetch what they
      // import when they open: their file lists would otherwise sit in the entry that every reporter
      // page loads. Nor do other screens list the staff-only pieces the hotline shares (help menu,
      // call state), which load when imported.
      // The development tools (ctrl-h) load only when asked for.
      resolveDependencies: (file, deps, { hostType }) =>
        /(^|\/)(admin|category-access|hotline|reviewer|staff-submit|data-tools|platform-admin|dev-tools)-/.test(file)
          ? []
          : deps.filter((d) => !STAFF_SHARED.test(d) && (hostType === 'html' || !LOADED_FIRST.test(d))),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'every-page', test: (id) => EVERY_PAGE.some((pattern) => pattern.test(id)) }],
        },
      },
    },
  },
}));
