/**
 * Two pictures of the same size, one over the other, split by a handle: the "before" shows to
 * its left, the "after" to its right. Drag it, or focus it and use the arrow, Page and
 * Home/End keys (a WAI-ARIA slider). Images load lazily and reserve their space.
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Badge, Box } from '@chakra-ui/react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { percentAt, sliderValueForKey } from './slider-keys';

export interface SliderImage {
  src: string;
  alt: string;
}

export interface BeforeAfterSliderProps {
  before: SliderImage;
  after: SliderImage;
  width: number;
  height: number;
  labels: {
    before: string;
    after: string;
    /** The slider's accessible name. */
    slider: string;
    /** Spoken value, e.g. "60% before, 40% after". */
    valueText(beforePercent: number): string;
  };
  initialPercent?: number;
}

const imageStyle = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
} as const;

export function BeforeAfterSlider({
  before,
  after,
  width,
  height,
  labels,
  initialPercent = 50,
}: BeforeAfterSliderProps) {
  const [percent, setPercent] = useState(initialPercent);
  const frameRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const moveTo = (clientX: number) => {
    const box = frameRef.current?.getBoundingClientRect();
    if (box) setPercent(Math.round(percentAt(clientX, box.left, box.width)));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    moveTo(event.clientX);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) moveTo(event.clientX);
  };
  const stopDragging = () => {
    dragging.current = false;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = sliderValueForKey(event.key, percent);
    if (next === null) return;
    event.preventDefault();
    setPercent(next);
  };

  return (
    <Box
      ref={frameRef}
      position="relative"
      overflow="hidden"
      borderRadius="xl"
      bg="gray.100"
      aspectRatio={`${width} / ${height}`}
      touchAction="pan-y"
      userSelect="none"
      cursor="ew-resize"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={stopDragging}
      onPointerCancel={stopDragging}
      data-testid="before-after"
    >
      <img
        src={before.src}
        alt={before.alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        draggable={false}
        style={imageStyle}
      />
      <img
        src={after.src}
        alt={after.alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        draggable={false}
        style={{ ...imageStyle, clipPath: `inset(0 0 0 ${percent}%)` }}
      />
      <Badge position="absolute" top="3" left="3" bg="blackAlpha.700" color="white">
        {labels.before}
      </Badge>
      <Badge position="absolute" top="3" right="3" bg="blackAlpha.700" color="white">
        {labels.after}
      </Badge>
      <Box
        role="slider"
        tabIndex={0}
        aria-label={labels.slider}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={labels.valueText(percent)}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        position="absolute"
        top="0"
        bottom="0"
        left={`${percent}%`}
        w="11"
        ml="-5.5"
        display="flex"
        justifyContent="center"
        outline="none"
        _focusVisible={{ '& > span': { boxShadow: '0 0 0 3px var(--chakra-colors-brand-300)' } }}
      >
        <Box w="0.5" h="full" bg="white" boxShadow="0 0 0 1px rgba(0,0,0,0.15)" />
        <Box
          as="span"
          position="absolute"
          top="50%"
          transform="translateY(-50%)"
          boxSize="10"
          borderRadius="full"
          bg="white"
          boxShadow="md"
          display="flex"
          alignItems="center"
          justifyContent="center"
          color="brand.700"
          aria-hidden="true"
        >
          <ChevronLeftIcon boxSize="4" />
          <ChevronRightIcon boxSize="4" />
        </Box>
      </Box>
    </Box>
  );
}
