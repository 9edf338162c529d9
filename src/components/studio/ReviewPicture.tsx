/** A chosen picture on the generate step: the picture, what it is for, and where it came from. */
import { Badge, Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { PickedImage } from '../../lib/generation/picked-image';
import { useStudioText } from './use-studio-text';

export function ReviewPicture({
  pick,
  label,
  testId,
}: {
  pick: PickedImage;
  /** What the picture is for ("Model"). */
  label: string;
  testId: string;
}) {
  const t = useStudioText();
  return (
    <Stack gap="2" data-testid={testId}>
      <Box aspectRatio={3 / 4} borderRadius="xl" overflow="hidden" bg="gray.100" borderWidth="1px">
        <Image src={pick.previewUrl} alt={pick.label} w="full" h="full" objectFit="cover" />
      </Box>
      <HStack justify="space-between" gap="2" minW="0">
        <Text fontWeight="semibold" fontSize="sm" truncate>
          {label} · {pick.label}
        </Text>
        <Badge variant="subtle" flexShrink={0}>
          {t(`review.from.${pick.origin}`)}
        </Badge>
      </HStack>
    </Stack>
  );
}
