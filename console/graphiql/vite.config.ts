import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

// GraphiQL, served by the server at GET /graphql (to browsers asking for
// HTML) with its files under /graphql/ide/. It shares the console's
// package.json and node_modules: npm run build:graphiql writes dist/.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/graphql/ide/',
  plugins: [react(), fontFiles()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // As the console's: no inline script, no asset inlined as a data URL.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    sourcemap: false,
    // Monaco is large; it is loaded once and cached for good.
    chunkSizeWarningLimit: 4096,
  },
});

// fontFiles moves the fonts that GraphiQL's style sheet carries as data
// URLs into files (named after their family) that the build then emits as
// any other asset: the page's policy loads fonts only from its origin
// (font-src 'self').
function fontFiles(): Plugin {
  const dir = fileURLToPath(new URL('../node_modules/.cache/graphiql-fonts/', import.meta.url));
  const dataURL = /url\(\s*(["']?)data:font\/(woff2|woff|ttf|otf);base64,([A-Za-z0-9+/=]+)\1\s*\)/g;
  return {
    name: 'meridian-font-files',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.css(\?|$)/.test(id) || !code.includes('data:font/')) return;
      const css = code.replace(/@font-face\s*\{[^}]*\}/g, (face) => {
        const family = /font-family:\s*["']?([\w -]+)/.exec(face)?.[1].trim().toLowerCase().replace(/\W+/g, '-') || 'font';
        return face.replace(dataURL, (_match, _quote, type: string, data: string) => {
          const bytes = Buffer.from(data, 'base64');
          const file = join(dir, createHash('sha256').update(bytes).digest('hex').slice(0, 16), `${family}.${type}`);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, bytes);
          return `url(${relative(dirname(id.replace(/\?.*/, '')), file)})`;
        });
      });
      return { code: css, map: null };
    },
  };
}
