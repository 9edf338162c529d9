/** The header's Services dropdown itself; ServicesMenu downloads it when it is first wanted. */
import { useEffect, useRef } from 'react';
import { Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SERVICE_NAV } from '../nav-items';
import { ServicesMenuButton } from './ServicesMenuButton';

export interface ServicesMenuPopupProps {
  /** Opens at once: the trigger was pressed before this code had arrived. */
  defaultOpen: boolean;
  /** Takes the focus the placeholder trigger had, so keyboard users keep their place. */
  focusTrigger: boolean;
}

export function ServicesMenuPopup({ defaultOpen, focusTrigger }: ServicesMenuPopupProps) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
    // Only on mount: it takes over from the placeholder once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <ServicesMenuButton ref={trigger} />
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
