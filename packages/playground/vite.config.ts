// The playground's build: one self-contained index.html (script and style inlined, a
// classic script rather than a module) with relative URLs, so that it opens from file://,
// where Chromium refuses module scripts loaded from other files.
import { defineConfig, type Plugin } from 'vite';

/** Moves the entry chunk and the stylesheet into index.html and drops the files. */
function inlineIntoHtml(): Plugin {
  return {
    name: 'urikit-playground-inline',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html === undefined || html.type !== 'asset') throw new Error('no index.html emitted');
      let page = String(html.source);
      for (const [name, file] of Object.entries(bundle)) {
        if (file.type === 'chunk') {
          const code = file.code.replaceAll('</script', '<\\/script');
          page = page.replace(/<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>\s*/, '');
          page = page.replace('</body>', () => `<script>${code}</script>\n</body>`);
          delete bundle[name];
        } else if (name.endsWith('.css')) {
          const css = String(file.source).replaceAll('</style', '<\\/style');
          page = page.replace(
            /<link\b[^>]*\brel="stylesheet"[^>]*>/,
            () => `<style>${css}</style>`,
          );
          delete bundle[name];
        }
      }
      html.source = page;
    },
  };
}

export default defineConfig({
  base: './',
  plugins: [inlineIntoHtml()],
  build: {
    target: 'es2022',
    modulePreload: false,
    cssCodeSplit: false,
    assetsInlineLimit: Number.MAX_SAFE_INTEGER,
    rollupOptions: { output: { format: 'iife' } },
  },
});
