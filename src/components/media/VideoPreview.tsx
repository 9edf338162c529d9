/**
 * A video in a grid (the asset library, the picker, history and the dashboard): its poster with a
 * play badge and its length; a mouse over it, or a tap on the badge (touch, keyboard), plays it
 * muted in place. The poster is a picture of its own, always shown underneath, so a video that
 * cannot load (offline, an expired link) still shows its poster (docs/product-rules.md#video-uploads).
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Badge, Box, Flex, IconButton, Image, Skeleton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../generation/generation-labels';
import { PauseIcon, PlayIcon, VideoIcon } from '../icons';

export interface VideoPreviewProps {
  /** The poster picture (an object URL or a signed URL); null while it loads or when none. */
  poster: string | null;
  /** The poster is still on its way (a placeholder shimmers instead of a plain video sign). */
  posterLoading?: boolean;
  /** The video itself; null when it cannot be played here (no link): the poster stays. */
  src: string | null;
  /** What the video is (its name): the poster's alt text and the play button's object. */
  label: string;
  durationMs?: number | null;
  /** A click on the poster: the viewer. */
  onOpen?: () => void;
  /** The poster button's accessible name, when it opens something. */
  openLabel?: string;
  /** The play badge and hover stay off (a video the caller cannot use); the poster still shows. */
  inert?: boolean;
  testId?: string;
}

export function VideoPreview({
  poster,
  posterLoading = false,
  src,
  label,
  durationMs,
  onOpen,
  openLabel,
  inert = false,
  testId = 'video-preview',
}: VideoPreviewProps) {
  const { t } = useTranslation('media');
  const [playing, setPlaying] = useState(false);
  const canPlay = Boolean(src) && !inert;

  const picture = poster ? (
    <Image
      src={poster}
      alt={label}
      w="full"
      h="full"
      objectFit="cover"
      draggable={false}
      data-testid={`${testId}-poster`}
    />
  ) : posterLoading ? (
    <Skeleton w="full" h="full" />
  ) : (
    <Flex w="full" h="full" align="center" justify="center" color="fg.muted">
      <VideoIcon boxSize="8" />
    </Flex>
  );

  return (
    <Box
      position="relative"
      w="full"
      h="full"
      data-testid={testId}
      data-playing={playing || undefined}
      onPointerEnter={(event) => canPlay && event.pointerType === 'mouse' && setPlaying(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setPlaying(false)}
    >
      {onOpen ? (
        <Box
          as="button"
          display="block"
          w="full"
          h="full"
          cursor="zoom-in"
          onClick={onOpen}
          aria-label={openLabel ?? label}
          _focusVisible={{
            outline: '3px solid',
            outlineColor: 'brand.focusRing',
            outlineOffset: '-3px',
          }}
        >
          {picture}
        </Box>
      ) : (
        picture
      )}
      {canPlay && playing && src && (
        <PlayingVideo
          src={src}
          poster={poster}
          testId={`${testId}-video`}
          onStop={() => setPlaying(false)}
        />
      )}
      {!inert && (
        <IconButton
          size="xs"
          borderRadius="full"
          variant="solid"
          bg="blackAlpha.700"
          color="white"
          position="absolute"
          bottom="2"
          left="2"
          disabled={!src}
          aria-pressed={playing}
          aria-label={t(playing ? 'video.stopPreview' : 'video.playPreview', { name: label })}
          title={src ? undefined : t('video.previewOffline')}
          onClick={() => setPlaying((now) => !now)}
          data-testid={`${testId}-play`}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </IconButton>
      )}
      {durationMs != null && (
        <Badge
          position="absolute"
          bottom="2"
          right="2"
          bg="blackAlpha.700"
          color="white"
          pointerEvents="none"
          data-testid={`${testId}-duration`}
        >
          {formatClock(Math.max(1000, Math.round(durationMs / 1000) * 1000))}
        </Badge>
      )}
    </Box>
  );
}

/**
 * The preview while it plays: mounted only then, muted and looping, and shown over the poster
 * once frames come (no black flash while it loads). A failure or a refused autoplay stops it:
 * the poster stays.
 */
function PlayingVideo({
  src,
  poster,
  testId,
  onStop,
}: {
  src: string;
  poster: string | null;
  testId: string;
  onStop: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [showing, setShowing] = useState(false);
  const refused = useEffectEvent(() => onStop());
  useEffect(() => {
    // jsdom has no play(); a browser returns a promise that rejects when it refuses.
    void Promise.resolve(video.current?.play?.()).catch(() => refused());
  }, []);
  return (
    <video
      ref={video}
      src={src}
      poster={poster ?? undefined}
      muted
      loop
      playsInline
      preload="auto"
      aria-hidden
      onPlaying={() => setShowing(true)}
      onError={onStop}
      data-testid={testId}
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        pointerEvents: 'none',
        opacity: showing ? 1 : 0,
      }}
    />
  );
}
