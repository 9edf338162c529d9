/**
 * The device-restriction screen (docs/product-rules.md#shared-screens-and-dialogs) for studio,
 * dashboard and admin pages on a phone: device status, screen size, the requirement, reasons, a
 * back-home link and a refresh button.
 */
import { Badge, Box, Button, Heading, HStack, List, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { DeviceInfo } from '../../../common/device';
import { MonitorIcon, RefreshIcon, ArrowLeftIcon } from '../icons';

const REASON_KEYS = [
  'device.reasons.canvas',
  'device.reasons.compare',
  'device.reasons.memory',
] as const;

export function DeviceRestriction({ device }: { device: DeviceInfo }) {
  const { t } = useTranslation();
  return (
    <Box
      as="main"
      minH="100dvh"
      display="flex"
      alignItems="center"
      justifyContent="center"
      p="6"
      bg="brand.subtle"
    >
      <Stack
        gap="5"
        maxW="md"
        w="full"
        p="8"
        bg="white"
        borderRadius="2xl"
        boxShadow="lg"
        data-testid="device-restriction"
      >
        <MonitorIcon boxSize="10" color="brand.solid" />
        <Heading as="h1" size="xl">
          {t('device.title')}
        </Heading>
        <Text color="fg.muted">{t('device.lead')}</Text>
        <Stack gap="2" p="4" bg="gray.50" borderRadius="lg" fontSize="sm">
          <HStack justify="space-between">
            <Text>{t('device.status')}</Text>
            <Badge colorPalette="orange">{t(`device.types.${device.deviceType}`)}</Badge>
          </HStack>
          <HStack justify="space-between">
            <Text>{t('device.screenSize')}</Text>
            <Text fontWeight="semibold">
              {device.screenWidth} × {device.screenHeight}px
            </Text>
          </HStack>
          <HStack justify="space-between" align="start">
            <Text>{t('device.requirement')}</Text>
            <Text fontWeight="semibold" textAlign="end">
              {t('device.requirementValue')}
            </Text>
          </HStack>
        </Stack>
        <Box>
          <Text fontWeight="semibold" mb="2">
            {t('device.reasonsTitle')}
          </Text>
          <List.Root ps="5" gap="1" color="fg.muted" fontSize="sm">
            {REASON_KEYS.map((key) => (
              <List.Item key={key}>{t(key)}</List.Item>
            ))}
          </List.Root>
        </Box>
        <HStack gap="3" flexWrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink to="/">
              <ArrowLeftIcon /> {t('device.backHome')}
            </RouterLink>
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RefreshIcon /> {t('device.refresh')}
          </Button>
        </HStack>
        <Link asChild fontSize="sm" color="brand.fg">
          <RouterLink to="/">{t('device.homeWorksEverywhere')}</RouterLink>
        </Link>
      </Stack>
    </Box>
  );
}
