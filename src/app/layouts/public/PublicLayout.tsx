/** The marketing site's frame: header, page, footer (docs/product-rules.md#public-pages). */
import { Box, Flex, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageOutlet } from '../PageOutlet';
import { Footer } from './Footer';
import { Header } from './Header';

export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Flex direction="column" minH="100dvh">
      <Link href="#main" position="absolute" left="-9999px" _focus={{ left: '4', top: '4', zIndex: 'skipLink', bg: 'white', p: '2' }}>
        {t('nav.skipToContent')}
      </Link>
      <Header />
      <Box as="main" id="main" flex="1">
        <PageOutlet />
      </Box>
      <Footer />
    </Flex>
  );
}
