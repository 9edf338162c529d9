/** The narrow-screen menu's trigger, the same before and after the drawer's code has arrived. */
import type { Ref } from 'react';
import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../../components/icons';

export function MobileMenuButton(props: IconButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation();
  return (
    <IconButton
      aria-label={t('nav.openMenu')}
      variant="ghost"
      color="inherit"
      _hover={{ bg: 'whiteAlpha.200' }}
      data-testid="mobile-menu-button"
      {...props}
    >
      <MenuIcon />
    </IconButton>
  );
}
