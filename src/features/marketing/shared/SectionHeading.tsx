/** A section's heading block: an optional eyebrow, the h2 (its id labels the section) and a lead. */
import { Heading, Stack, Text } from '@chakra-ui/react';

interface SectionHeadingProps {
  id: string;
  title: string;
  lead?: string;
  eyebrow?: string;
  align?: 'center' | 'start';
}

export function SectionHeading({
  id,
  title,
  lead,
  eyebrow,
  align = 'center',
}: SectionHeadingProps) {
  const centred = align === 'center';
  return (
    <Stack
      gap="3"
      mb={{ base: 8, md: 10 }}
      align={centred ? 'center' : 'start'}
      textAlign={centred ? 'center' : 'start'}
    >
      {eyebrow && (
        <Text
          fontSize="sm"
          fontWeight="semibold"
          color="brand.600"
          textTransform="uppercase"
          letterSpacing="wide"
        >
          {eyebrow}
        </Text>
      )}
      <Heading id={id} as="h2" fontSize={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
        {title}
      </Heading>
      {lead && (
        <Text color="fg.muted" maxW="2xl" fontSize={{ base: 'md', md: 'lg' }}>
          {lead}
        </Text>
      )}
    </Stack>
  );
}
