/**
 * "Crop to one person" (docs/photo-check.md "Several people"): the photo with a box the user
 * drags over one person — moved by dragging it or with the arrow keys, resized by its corner
 * handle or with Shift and the arrow keys — then cut on the device by the media worker. The
 * box is kept in shares of the picture, so the crop is the same whatever size it is shown at.
 */
import { Box, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import {
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { CropBox } from '../../lib/workers/media-client';
import { movedBox, resizedBox, START, STEP } from './crop-box';

interface Drag {
  kind: 'move' | 'resize';
  startX: number;
  startY: number;
  from: CropBox;
}

export function CropDialog({
  src,
  open,
  busy,
  onApply,
  onClose,
}: {
  src: string;
  open: boolean;
  busy: boolean;
  onApply: (box: CropBox) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('photo-guide');
  const [box, setBox] = useState<CropBox>(START);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);

  const begin = (kind: Drag['kind'], event: ReactPointerEvent) => {
    event.stopPropagation();
    (event.target as Element).setPointerCapture(event.pointerId);
    drag.current = { kind, startX: event.clientX, startY: event.clientY, from: box };
  };
  const follow = (event: ReactPointerEvent) => {
    const current = drag.current;
    const area = frame.current?.getBoundingClientRect();
    if (!current || !area) return;
    const dx = (event.clientX - current.startX) / area.width;
    const dy = (event.clientY - current.startY) / area.height;
    setBox(
      current.kind === 'move' ? movedBox(current.from, dx, dy) : resizedBox(current.from, dx, dy),
    );
  };
  const end = () => {
    drag.current = null;
  };
  const onKey = (event: ReactKeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP],
      ArrowDown: [0, STEP],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setBox((shown) => (event.shiftKey ? resizedBox(shown, ...move) : movedBox(shown, ...move)));
  };
  const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="crop-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('crop.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text fontSize="sm">{t('crop.lead')}</Text>
                <Box
                  ref={frame}
                  position="relative"
                  mx="auto"
                  maxH="60vh"
                  w="fit-content"
                  overflow="hidden"
                  userSelect="none"
                  touchAction="none"
                  onPointerMove={follow}
                  onPointerUp={end}
                  onPointerCancel={end}
                >
                  <img
                    src={src}
                    alt=""
                    draggable={false}
                    style={{ display: 'block', maxHeight: '60vh', maxWidth: '100%' }}
                  />
                  <Box
                    role="slider"
                    tabIndex={0}
                    aria-label={t('crop.box')}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(box.x * 100)}
                    aria-valuetext={`${percent(box.x)}, ${percent(box.y)}, ${percent(box.width)} × ${percent(box.height)}`}
                    data-testid="crop-box"
                    data-box={JSON.stringify(box)}
                    position="absolute"
                    left={percent(box.x)}
                    top={percent(box.y)}
                    width={percent(box.width)}
                    height={percent(box.height)}
                    borderWidth="2px"
                    borderColor="white"
                    outline="2px solid"
                    outlineColor="brand.solid"
                    cursor="move"
                    onPointerDown={(event) => begin('move', event)}
                    onKeyDown={onKey}
                    // Dims the picture outside the box (the frame clips it).
                    style={{ boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.55)' }}
                    _focusVisible={{ outlineWidth: '4px' }}
                  >
                    <Box
                      position="absolute"
                      right="-8px"
                      bottom="-8px"
                      w="16px"
                      h="16px"
                      bg="white"
                      borderWidth="2px"
                      borderColor="brand.solid"
                      borderRadius="sm"
                      cursor="nwse-resize"
                      onPointerDown={(event) => begin('resize', event)}
                    />
                  </Box>
                </Box>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onClose}>
                {t('crop.cancel')}
              </Button>
              <Button
                colorPalette="brand"
                loading={busy}
                onClick={() => onApply(box)}
                data-testid="crop-apply"
              >
                {t('crop.apply')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('crop.cancel')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
