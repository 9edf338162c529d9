/** The header's menu on narrow screens: every header link in a drawer. */
import { Button, CloseButton, Drawer, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../../common/routes';
import { LanguageToggle } from '../../../components/LanguageToggle';
import { MenuIcon } from '../../../components/icons';
import { HEADER_NAV, SERVICE_NAV } from '../nav-items';
import { useOpenUntilNavigation } from '../use-open-until-navigation';

export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useOpenUntilNavigation();

  const link = (to: string, label: string) => (
    <Button key={to} asChild variant="ghost" justifyContent="start">
      <RouterLink to={to}>{label}</RouterLink>
    </Button>
  );

  return (
    <Drawer.Root open={open} onOpenChange={(event) => setOpen(event.open)} placement="end">
      <Drawer.Trigger asChild>
        <IconButton aria-label={t('nav.openMenu')} variant="ghost" color="inherit" _hover={{ bg: 'whiteAlpha.200' }} data-testid="mobile-menu-button">
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('nav.menu')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="1">
                {link(HEADER_NAV.home.to, t(HEADER_NAV.home.labelKey))}
                {link(HEADER_NAV.about.to, t(HEADER_NAV.about.labelKey))}
                <Text px="4" pt="3" fontSize="xs" fontWeight="bold" textTransform="uppercase" color="fg.muted">
                  {t('nav.services')}
                </Text>
                {SERVICE_NAV.map((item) => link(item.to, t(item.labelKey)))}
                {link(HEADER_NAV.pricing.to, t(HEADER_NAV.pricing.labelKey))}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer justifyContent="space-between">
              <LanguageToggle />
              <Button asChild colorPalette="brand">
                <RouterLink to={PATHS.dashboard}>{t('nav.goToApp')}</RouterLink>
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('actions.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
