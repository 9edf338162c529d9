/** The closing band of a marketing page: one clear next step, and a second, softer one. */
import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/icons';

interface CallToActionProps {
  title: string;
  text: string;
  /** `state` is the history state of the link (KEEP_SCROLL for a link that opens a dialog). */
  primary: { to: string; label: string; state?: unknown };
  secondary?: { to: string; label: string };
  /** `data-tour` value, when a tour points at this band. */
  tourTarget?: string;
}

export function CallToAction({ title, text, primary, secondary, tourTarget }: CallToActionProps) {
  return (
    <Container as="section" aria-labelledby="cta-title" maxW="6xl" py={{ base: 12, md: 16 }}>
      <Box
        data-tour={tourTarget}
        borderRadius="3xl"
        px={{ base: 6, md: 12 }}
        py={{ base: 10, md: 14 }}
        color="white"
        bgGradient="to-r"
        gradientFrom="brand.800"
        gradientTo="brand.600"
      >
        <Stack
          gap="5"
          align={{ base: 'start', md: 'center' }}
          textAlign={{ base: 'start', md: 'center' }}
        >
          <Heading
            id="cta-title"
            as="h2"
            fontSize={{ base: '2xl', md: '4xl' }}
            letterSpacing="tight"
          >
            {title}
          </Heading>
          <Text color="whiteAlpha.900" maxW="2xl" fontSize={{ base: 'md', md: 'lg' }}>
            {text}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
            <Button asChild size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
              <RouterLink to={primary.to} state={primary.state}>
                {primary.label} <ArrowRightIcon />
              </RouterLink>
            </Button>
            {secondary && (
              <Button
                asChild
                size="lg"
                variant="outline"
                color="white"
                borderColor="whiteAlpha.600"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <RouterLink to={secondary.to}>{secondary.label}</RouterLink>
              </Button>
            )}
          </Stack>
        </Stack>
      </Box>
    </Container>
  );
}
