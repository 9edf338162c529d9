/**
 * Links the default language's shell texts from index.html as modulepreload. Every page needs
 * them before its first paint, and the app only asks for them once its code has downloaded and
 * run: linked, they download beside that code, a round trip sooner. A visitor who chose English
 * downloads them needlessly (~5 KB gzip).
 */
import type { Plugin } from 'vite';

/** `files` end the locale modules' paths, e.g. 'src/locales/vi/common.json'. */
export function preloadLocales(files: readonly string[]): Plugin {
  return {
    name: 'studio:preload-locales',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output) =>
            output.type === 'chunk' &&
            files.some((file) => output.facadeModuleId?.replaceAll('\\', '/').endsWith(file)),
        );
        if (chunks.length !== files.length)
          throw new Error(`Expected a chunk for each of ${files.join(', ')}`);
        return chunks.map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
