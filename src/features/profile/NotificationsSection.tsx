/**
 * Notification e-mails: the newsletter and renewal reminders, each saved as soon as it is
 * switched (shown switched at once, put back if the save fails).
 */
import { useState } from 'react';
import { Stack, Switch, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../../common/contracts/account';
import { toaster } from '../../components/toaster';
import { accountApi } from './account.api';
import { toastFailure } from './profile-errors';
import { ProfileSection } from './ProfileSection';

type Notification = keyof Account['notifications'];

const SWITCHES: readonly { name: Notification; label: string; help: string }[] = [
  {
    name: 'newsletter',
    label: 'notifications.newsletter',
    help: 'notifications.newsletterHelp',
  },
  {
    name: 'renewal_reminders',
    label: 'notifications.renewalReminders',
    help: 'notifications.renewalRemindersHelp',
  },
];

interface NotificationsSectionProps {
  account: Account;
  onChange: (account: Account) => void;
}

export function NotificationsSection({ account, onChange }: NotificationsSectionProps) {
  const { t } = useTranslation('profile');
  const [saving, setSaving] = useState<Notification | null>(null);

  const toggle = async (name: Notification, on: boolean) => {
    setSaving(name);
    onChange({ ...account, notifications: { ...account.notifications, [name]: on } });
    try {
      onChange(await accountApi.update({ notifications: { [name]: on } }));
      toaster.create({ type: 'success', title: t('notifications.saved') });
    } catch (error) {
      onChange(account);
      toastFailure(t, t('saveFailed'), error);
    } finally {
      setSaving(null);
    }
  };

  return (
    <ProfileSection
      id="notifications"
      title={t('notifications.title')}
      lead={t('notifications.lead')}
    >
      {SWITCHES.map(({ name, label, help }) => (
        <Switch.Root
          key={name}
          checked={account.notifications[name]}
          disabled={saving !== null}
          onCheckedChange={(details) => void toggle(name, details.checked)}
          colorPalette="brand"
          alignItems="start"
          gap="3"
          data-testid={`notify-${name}`}
        >
          <Switch.HiddenInput />
          <Switch.Control mt="0.5">
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>
            <Stack gap="0">
              <Text fontWeight="medium">{t(label)}</Text>
              <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                {t(help)}
              </Text>
            </Stack>
          </Switch.Label>
        </Switch.Root>
      ))}
    </ProfileSection>
  );
}
