/** The mask editor's toolbar glyphs: the app's stroke icons, a little larger for touch. */
import { strokeIconsOfSize } from '../icons';

const strokeIcon = strokeIconsOfSize('1.25em');

export const BrushIcon = strokeIcon(
  'BrushIcon',
  'm14 4 6 6-8.5 8.5a2 2 0 0 1-1.4.6H7l-.6-3.1a2 2 0 0 1 .6-1.4Z',
  'M3 21c1.5 0 3-.5 3.5-2',
);
export const EraserIcon = strokeIcon(
  'EraserIcon',
  'm7 21-4.3-4.3a1 1 0 0 1 0-1.4L13 5a1 1 0 0 1 1.4 0l5.6 5.6a1 1 0 0 1 0 1.4L11 21Z',
  'M22 21H7',
  'm5 11 9 9',
);
export const UndoIcon = strokeIcon('UndoIcon', 'M9 14 4 9l5-5', 'M4 9h10.5a5.5 5.5 0 0 1 0 11H11');
export const RedoIcon = strokeIcon('RedoIcon', 'm15 14 5-5-5-5', 'M20 9H9.5a5.5 5.5 0 0 0 0 11H13');
export const ClearIcon = strokeIcon(
  'ClearIcon',
  'M3 6h18',
  'M8 6V4h8v2',
  'M19 6l-1 14H6L5 6',
  'M10 11v5',
  'M14 11v5',
);
export const FitIcon = strokeIcon(
  'FitIcon',
  'M8 3H5a2 2 0 0 0-2 2v3',
  'M21 8V5a2 2 0 0 0-2-2h-3',
  'M3 16v3a2 2 0 0 0 2 2h3',
  'M16 21h3a2 2 0 0 0 2-2v-3',
);
