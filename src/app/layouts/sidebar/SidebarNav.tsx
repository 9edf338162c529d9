/** A vertical list of navigation links with the current page marked. */
import { Button, Stack } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '../nav-items';

export function SidebarNav({ items, label }: { items: NavItem[]; label: string }) {
  const { t } = useTranslation();
  return (
    <Stack as="nav" aria-label={label} gap="1">
      {items.map(({ to, labelKey, icon: Icon, end }) => (
        <Button
          key={to}
          asChild
          variant="ghost"
          justifyContent="start"
          gap="3"
          fontWeight="medium"
          color="gray.700"
          css={{
            '&[aria-current=page]': {
              bg: 'brand.subtle',
              color: 'brand.fg',
              fontWeight: 'semibold',
            },
          }}
        >
          <NavLink to={to} end={end}>
            {Icon && <Icon boxSize="5" />}
            {t(labelKey)}
          </NavLink>
        </Button>
      ))}
    </Stack>
  );
}
