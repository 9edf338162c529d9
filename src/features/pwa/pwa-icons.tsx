/** Glyphs only the install and share screens use (drawn like src/components/icons.tsx). */
import { strokeIconsOfSize } from '../../components/icons';

const strokeIcon = strokeIconsOfSize('1em');

/** Apple's Share glyph: a tray with an arrow up, as Safari's toolbar shows it. */
export const AppleShareIcon = strokeIcon(
  'AppleShareIcon',
  'M12 3v12',
  'm8 7 4-4 4 4',
  'M8 11H6v10h12V11h-2',
);
/** A device with an arrow into it: installing the app. */
export const InstallIcon = strokeIcon('InstallIcon', 'M12 3v10', 'm8 9 4 4 4-4', 'M5 15v4h14v-4');
