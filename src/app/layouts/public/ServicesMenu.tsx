/** The header's Services dropdown: the five service landing pages (spec §2). */
import { Button, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../../components/icons';
import { SERVICE_NAV } from '../nav-items';

export function ServicesMenu() {
  const { t } = useTranslation();
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" color="inherit" _hover={{ bg: 'whiteAlpha.200' }} data-testid="services-menu">
          {t('nav.services')} <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64">
            {SERVICE_NAV.map(({ to, labelKey, icon: Icon }) => (
              <Menu.Item key={to} value={to} asChild>
                <RouterLink to={to}>
                  {Icon && <Icon boxSize="4" />}
                  {t(labelKey)}
                </RouterLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
