/** The header's drawer on narrow screens; MobileMenu downloads it when it is first wanted. */
import { useEffect, useRef } from 'react';
import { Button, CloseButton, Drawer, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../../common/routes';
import { LanguageToggle } from '../../../components/LanguageToggle';
import { HEADER_NAV, SERVICE_NAV } from '../nav-items';
import { MobileMenuButton } from './MobileMenuButton';

export interface MobileMenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Takes the focus the placeholder button had, so keyboard users keep their place. */
  focusTrigger: boolean;
}

export function MobileMenuDrawer({ open, onOpenChange, focusTrigger }: MobileMenuDrawerProps) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
    // Only on mount: it takes over from the placeholder once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const link = (to: string, label: string) => (
    <Button key={to} asChild variant="ghost" justifyContent="start">
      <RouterLink to={to}>{label}</RouterLink>
    </Button>
  );

  return (
    <Drawer.Root open={open} onOpenChange={(event) => onOpenChange(event.open)} placement="end">
      <Drawer.Trigger asChild>
        <MobileMenuButton ref={trigger} />
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
                <Text
                  px="4"
                  pt="3"
                  fontSize="xs"
                  fontWeight="bold"
                  textTransform="uppercase"
                  color="fg.muted"
                >
                  {t('nav.services')}
                </Text>
                {SERVICE_NAV.map((item) => link(item.to, t(item.labelKey)))}
                {link(HEADER_NAV.pricing.to, t(HEADER_NAV.pricing.labelKey))}
                {link(HEADER_NAV.blog.to, t(HEADER_NAV.blog.labelKey))}
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
