/** The Services menu's trigger, the same before and after the menu's code has arrived. */
import type { Ref } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../../components/icons';

export function ServicesMenuButton(props: ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="ghost"
      size="sm"
      color="inherit"
      _hover={{ bg: 'whiteAlpha.200' }}
      data-testid="services-menu"
      {...props}
    >
      {t('nav.services')} <ChevronDownIcon />
    </Button>
  );
}
