/** One signed-in session: the device and browser read from its user agent, where and when. */
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SessionView } from '../../../common/contracts/sessions';
import { MonitorIcon, SmartphoneIcon, TabletIcon } from '../../components/icons';
import { useLanguage } from '../../lib/i18n/use-language';
import { formatDate, formatSince } from './profile-format';
import { readUserAgent, type DeviceKind } from './user-agent';

const ICON_OF: Record<DeviceKind, typeof MonitorIcon> = {
  phone: SmartphoneIcon,
  tablet: TabletIcon,
  desktop: MonitorIcon,
  unknown: MonitorIcon,
};

interface SessionRowProps {
  session: SessionView;
  /** When the list was loaded: "active 5 minutes ago" is counted from it. */
  now: number;
  ending: boolean;
  disabled: boolean;
  onEnd: () => void;
}

export function SessionRow({ session, now, ending, disabled, onEnd }: SessionRowProps) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const agent = readUserAgent(session.user_agent);
  const deviceName = t(`sessions.devices.${agent.device}`);
  const browser = agent.browser ?? t('sessions.unknownBrowser');
  const title = agent.os ? t('sessions.browserOn', { browser, os: agent.os }) : browser;
  const Icon = ICON_OF[agent.device];
  const details = [
    t('sessions.lastActive', { when: formatSince(session.last_seen_at, now, language) }),
    session.ip_address && t('sessions.address', { address: session.ip_address }),
    t('sessions.signedIn', { date: formatDate(session.created_at, language) }),
  ].filter(Boolean);

  return (
    <HStack
      as="li"
      _notFirst={{ borderTopWidth: '1px' }}
      gap="3"
      py="3"
      align="start"
      data-testid="session-row"
      data-current={session.current || undefined}
    >
      <Box
        p="2"
        borderRadius="lg"
        bg={session.current ? 'brand.subtle' : 'bg.muted'}
        color={session.current ? 'brand.fg' : 'fg.muted'}
        aria-hidden="true"
      >
        <Icon boxSize="5" />
      </Box>
      <Stack gap="0.5" flex="1" minW="0">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="medium">{title}</Text>
          {session.current && (
            <Badge colorPalette="brand" variant="solid" size="sm">
              {t('sessions.thisDevice')}
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {deviceName} · {details.join(' · ')}
        </Text>
      </Stack>
      {!session.current && (
        <Button
          size="sm"
          variant="outline"
          onClick={onEnd}
          loading={ending}
          disabled={disabled}
          aria-label={t('sessions.endLabel', { device: title })}
        >
          {t('sessions.end')}
        </Button>
      )}
    </HStack>
  );
}
