/**
 * The step card: counter and progress, title, text, the autoNext countdown and the buttons.
 * It is a non-modal dialog: the spotlit target stays usable beside it.
 */
import type { CSSProperties, Ref } from 'react';
import { Box, Button, HStack, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface TutorialTooltipProps {
  ref: Ref<HTMLDivElement>;
  title: string;
  content: string;
  stepNumber: number;
  stepCount: number;
  countdown: number | null;
  showPrevious: boolean;
  showSkip: boolean;
  className?: string;
  style: CSSProperties;
  onPrevious(): void;
  onNext(): void;
  onSkip(): void;
}

const TITLE_ID = 'tutorial-step-title';
const CONTENT_ID = 'tutorial-step-content';

export function TutorialTooltip({
  ref,
  title,
  content,
  stepNumber,
  stepCount,
  countdown,
  showPrevious,
  showSkip,
  className,
  style,
  onPrevious,
  onNext,
  onSkip,
}: TutorialTooltipProps) {
  const { t } = useTranslation('tutorial');
  const isLast = stepNumber === stepCount;
  return (
    <Box
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={TITLE_ID}
      aria-describedby={CONTENT_ID}
      tabIndex={-1}
      className={className}
      style={style}
      position="fixed"
      w="min(360px, calc(100vw - 24px))"
      bg="white"
      borderRadius="xl"
      boxShadow="2xl"
      p="5"
      outline="none"
      data-testid="tutorial-tooltip"
    >
      <Stack gap="3">
        <Text
          fontSize="xs"
          fontWeight="semibold"
          color="brand.fg"
          aria-live="polite"
          data-testid="tutorial-step-counter"
        >
          {t('overlay.stepCounter', { current: stepNumber, total: stepCount })}
        </Text>
        <Progress.Root
          value={(stepNumber / stepCount) * 100}
          size="xs"
          colorPalette="brand"
          aria-label={t('overlay.progress')}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Heading as="h2" size="md" id={TITLE_ID}>
          {title}
        </Heading>
        <Text id={CONTENT_ID} color="fg.muted" fontSize="sm">
          {content}
        </Text>
        {countdown !== null && (
          <Text fontSize="xs" color="fg.muted" data-testid="tutorial-countdown">
            {t('overlay.autoNext', { count: countdown })}
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted" display={{ base: 'none', md: 'block' }}>
          {t('overlay.keysHint')}
        </Text>
        <HStack justify="space-between" pt="1">
          {showSkip ? (
            <Button variant="ghost" size="sm" onClick={onSkip}>
              {t('overlay.skip')}
            </Button>
          ) : (
            <span />
          )}
          <HStack gap="2">
            {showPrevious && (
              <Button variant="outline" size="sm" onClick={onPrevious}>
                {t('overlay.previous')}
              </Button>
            )}
            <Button colorPalette="brand" size="sm" onClick={onNext}>
              {isLast ? t('overlay.finish') : t('overlay.next')}
            </Button>
          </HStack>
        </HStack>
      </Stack>
    </Box>
  );
}
