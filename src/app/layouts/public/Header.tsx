/** The public header (docs/product-rules.md#navigation). */
import { Box, Button, Flex, HStack } from '@chakra-ui/react';
import { Link as RouterLink, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../../common/routes';
import { Logo } from '../../../components/brand/Logo';
import { LanguageToggle } from '../../../components/LanguageToggle';
import { HEADER_NAV, type NavItem } from '../nav-items';
import { headerAppearance } from './header-appearance';
import { MobileMenu } from './MobileMenu';
import { ServicesMenu } from './ServicesMenu';
import { useScrollY } from './use-scroll-y';

export const HEADER_HEIGHT = '64px';

function HeaderLink({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" size="sm" color="inherit" _hover={{ bg: 'whiteAlpha.200' }} css={{ '&[aria-current=page]': { bg: 'whiteAlpha.300' } }}>
      <NavLink to={item.to} end={item.end}>
        {t(item.labelKey)}
      </NavLink>
    </Button>
  );
}

export function Header() {
  const { t } = useTranslation();
  const isHomePage = useLocation().pathname === PATHS.home;
  const appearance = headerAppearance(isHomePage, useScrollY(isHomePage));

  return (
    <Box
      as="header"
      position={isHomePage ? 'fixed' : 'sticky'}
      top="0"
      insetX="0"
      zIndex="sticky"
      h={HEADER_HEIGHT}
      color="white"
      bg={appearance === 'transparent' ? 'transparent' : 'rgba(26, 16, 51, 0.86)'}
      backdropFilter={appearance === 'transparent' ? undefined : 'saturate(180%) blur(12px)'}
      boxShadow={appearance === 'transparent' ? undefined : 'sm'}
      transition="background 200ms ease, box-shadow 200ms ease"
      data-appearance={appearance}
      data-testid="site-header"
    >
      <Flex as="nav" aria-label={t('nav.main')} maxW="7xl" mx="auto" h="full" px={{ base: 4, md: 6 }} align="center" justify="space-between" gap="4">
        <Logo />
        <HStack gap="1" display={{ base: 'none', lg: 'flex' }}>
          <HeaderLink item={HEADER_NAV.home} />
          <HeaderLink item={HEADER_NAV.about} />
          <ServicesMenu />
          <HeaderLink item={HEADER_NAV.pricing} />
          <HeaderLink item={HEADER_NAV.blog} />
        </HStack>
        <HStack gap="2">
          <LanguageToggle color="inherit" _hover={{ bg: 'whiteAlpha.200' }} display={{ base: 'none', lg: 'inline-flex' }} />
          <Button asChild size="sm" colorPalette="brand" display={{ base: 'none', sm: 'inline-flex' }}>
            <RouterLink to={PATHS.dashboard}>{t('nav.goToApp')}</RouterLink>
          </Button>
          <Box display={{ base: 'block', lg: 'none' }}>
            <MobileMenu />
          </Box>
        </HStack>
      </Flex>
    </Box>
  );
}
