/**
 * Prints the CSS Chakra would otherwise build in every visitor's browser at start-up: the reset,
 * the global styles and the ~400 design-token variables of our system (its `_global`), as
 * emotion would serialize them. Run by ./vite-plugin-chakra-global-css.ts at build time.
 */
import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import { system } from '../src/lib/theme/system';

/** Emotion's own pipeline for a <Global> (its cache runs stylis with the prefixer). */
function toCss(styles: unknown): string {
  const { styles: text } = serializeStyles([styles as never]);
  return serialize(compile(text), middleware([prefixer, stringify]));
}

// The layer order comes first: the file declares its layers before the app's recipes exist.
process.stdout.write(toCss(system.layers.atRule) + toCss(system._global));
