/**
 * The editor's low-frequency state (tool, brush, what undo can do), kept by the controller and
 * read by React through useSyncExternalStore. Pointer positions and the stroke being drawn never
 * pass through here: they stay in the controller and Konva (docs/style.md#mask-editor-state).
 */
import type { MaskMode } from '../../../common/mask';

export interface MaskEditorState {
  status: 'loading' | 'ready' | 'failed';
  tool: MaskMode;
  /** Brush diameter in source-image pixels. */
  brushSize: number;
  canUndo: boolean;
  canRedo: boolean;
  /** The committed mask selects nothing. */
  isEmpty: boolean;
  /** Strokes and commands sent to the worker and not answered yet. */
  pendingOperations: number;
  /** What the worker's undo history holds, in bytes. */
  historyBytes: number;
  /** Counts the changes to the committed mask (strokes, undos, redos, resets). */
  revision: number;
}

export class EditorStateStore {
  private state: MaskEditorState;
  private readonly listeners = new Set<() => void>();

  constructor(initial: MaskEditorState) {
    this.state = initial;
  }

  readonly get = (): MaskEditorState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  update(change: Partial<MaskEditorState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}
