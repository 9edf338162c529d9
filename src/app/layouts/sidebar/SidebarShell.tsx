/**
 * The frame of the studio, dashboard and admin areas: a sidebar on desktops, and on tablets a
 * drawer that closes whenever the route changes (docs/product-rules.md#navigation).
 */
import type { ReactNode } from 'react';
import { Box, CloseButton, Drawer, Flex, IconButton, Portal, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/brand/Logo';
import { LanguageToggle } from '../../../components/LanguageToggle';
import { MenuIcon } from '../../../components/icons';
import { PageOutlet } from '../PageOutlet';
import { useOpenUntilNavigation } from '../use-open-until-navigation';

export const SIDEBAR_WIDTH = '272px';

interface SidebarShellProps {
  nav: ReactNode;
  account: ReactNode;
  testId: string;
}

function SidebarContent({ nav, account }: Omit<SidebarShellProps, 'testId'>) {
  return (
    <Stack h="full" gap="6" p="4">
      <Box px="2" pt="2" color="brand.900">
        <Logo />
      </Box>
      <Box flex="1" overflowY="auto">
        {nav}
      </Box>
      <LanguageToggle alignSelf="start" variant="outline" />
      {account}
    </Stack>
  );
}

export function SidebarShell({ nav, account, testId }: SidebarShellProps) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useOpenUntilNavigation();

  return (
    <Flex minH="100dvh" bg="gray.50" data-testid={testId}>
      {/* The aside stretches to the page's full height and carries the background and border;
          only its content is sticky. A sticky, viewport-high aside carried them before, and
          its white band stopped a screen below the top wherever the page is drawn whole (a
          full-page capture, printing), leaving the rest of a long page's sidebar grey. */}
      <Box
        as="aside"
        display={{ base: 'none', lg: 'block' }}
        w={SIDEBAR_WIDTH}
        flexShrink={0}
        bg="white"
        borderEndWidth="1px"
        data-testid="sidebar"
      >
        <Box position="sticky" top="0" h="100dvh">
          <SidebarContent nav={nav} account={account} />
        </Box>
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <Flex
          display={{ base: 'flex', lg: 'none' }}
          align="center"
          gap="3"
          h="14"
          px="4"
          bg="white"
          borderBottomWidth="1px"
          position="sticky"
          top="0"
          zIndex="sticky"
        >
          <Drawer.Root
            open={drawerOpen}
            onOpenChange={(event) => setDrawerOpen(event.open)}
            placement="start"
          >
            <Drawer.Trigger asChild>
              <IconButton
                aria-label={t('nav.openMenu')}
                variant="ghost"
                data-testid="sidebar-drawer-button"
              >
                <MenuIcon />
              </IconButton>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content maxW={SIDEBAR_WIDTH} data-testid="sidebar-drawer">
                  <SidebarContent nav={nav} account={account} />
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label={t('actions.close')} />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
          <Logo />
        </Flex>
        <Box as="main" id="main" flex="1" p={{ base: 4, md: 8 }}>
          <PageOutlet />
        </Box>
      </Flex>
    </Flex>
  );
}
