/**
 * A still and the clip made from it, side by side at the same height (each column's share of
 * the width is its aspect ratio), stacked on narrow screens. The clip is muted and loops, with
 * the browser's controls; nothing of it loads before the visitor presses play (preload none:
 * only the poster), and the still loads lazily.
 */
import type { ReactNode } from 'react';
import { Badge, Box, Grid, Link } from '@chakra-ui/react';

export interface BeforeAfterVideoProps {
  before: { src: string; alt: string; width: number; height: number };
  after: { src: string; poster: string; label: string; width: number; height: number };
  labels: {
    before: string;
    after: string;
    /** Shown by browsers that cannot play the clip, as a link to the file. */
    download: string;
  };
}

function Framed({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box as="figure" position="relative" overflow="hidden" borderRadius="xl" bg="gray.100" m="0">
      {children}
      <Badge
        as="figcaption"
        position="absolute"
        top="3"
        left="3"
        bg="blackAlpha.700"
        color="white"
        pointerEvents="none"
      >
        {label}
      </Badge>
    </Box>
  );
}

const mediaStyle = { display: 'block', width: '100%', height: 'auto' } as const;

export function BeforeAfterVideo({ before, after, labels }: BeforeAfterVideoProps) {
  const columns = `${before.width / before.height}fr ${after.width / after.height}fr`;
  return (
    <Grid
      templateColumns={{ base: '1fr', sm: columns }}
      gap="3"
      alignItems="start"
      data-testid="before-after-video"
    >
      <Framed label={labels.before}>
        <img
          src={before.src}
          alt={before.alt}
          width={before.width}
          height={before.height}
          loading="lazy"
          decoding="async"
          style={mediaStyle}
        />
      </Framed>
      <Framed label={labels.after}>
        <video
          controls
          muted
          loop
          playsInline
          preload="none"
          poster={after.poster}
          width={after.width}
          height={after.height}
          aria-label={after.label}
          style={mediaStyle}
        >
          <source src={after.src} type="video/mp4" />
          <Link href={after.src}>{labels.download}</Link>
        </video>
      </Framed>
    </Grid>
  );
}
