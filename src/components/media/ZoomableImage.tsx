/** An image that zooms with the wheel and pans by dragging, with a rotation. */
import { useRef, useState } from 'react';
import { Box } from '@chakra-ui/react';

export interface ViewState {
  zoom: number;
  rotation: number;
  x: number;
  y: number;
}

export function ZoomableImage({
  src,
  alt,
  view,
  onViewChange,
}: {
  src: string;
  alt: string;
  view: ViewState;
  onViewChange: (view: ViewState) => void;
}) {
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [dragging, setDragging] = useState(false);

  return (
    <Box
      position="absolute"
      inset="0"
      display="flex"
      alignItems="center"
      justifyContent="center"
      cursor={view.zoom > 1 ? 'grab' : 'default'}
      style={{ touchAction: 'pinch-zoom' }}
      onWheel={(event) =>
        onViewChange({
          ...view,
          zoom: Math.min(8, Math.max(0.25, view.zoom * (event.deltaY < 0 ? 1.1 : 1 / 1.1))),
        })
      }
      onPointerDown={(event) => {
        drag.current = { x: event.clientX - view.x, y: event.clientY - view.y };
        setDragging(true);
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (drag.current && view.zoom > 1)
          onViewChange({
            ...view,
            x: event.clientX - drag.current.x,
            y: event.clientY - drag.current.y,
          });
      }}
      onPointerUp={() => {
        drag.current = null;
        setDragging(false);
      }}
    >
      <img
        src={src}
        alt={alt}
        draggable={false}
        data-testid="viewer-image"
        style={{
          maxWidth: '100%',
          maxHeight: '100%',
          transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom}) rotate(${view.rotation}deg)`,
          transition: dragging ? 'none' : 'transform 120ms ease-out',
        }}
      />
    </Box>
  );
}
