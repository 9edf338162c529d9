/**
 * "Also revoke API tokens and pause webhooks", on by default beside "sign out everywhere" and a
 * password change: whoever the owner wants out could have made a token that outlives their
 * session (docs/accounts.md#recovery-ends-api-access). The server takes it as
 * `revoke_api_access`.
 */
import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface RevokeApiAccessCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  testId: string;
}

export function RevokeApiAccessCheckbox({
  checked,
  onChange,
  disabled,
  testId,
}: RevokeApiAccessCheckboxProps) {
  const { t } = useTranslation('profile');
  return (
    <Stack gap="1">
      <Checkbox.Root
        checked={checked}
        disabled={disabled}
        onCheckedChange={(details) => onChange(details.checked === true)}
        data-testid={testId}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('apiAccess.revoke')}</Checkbox.Label>
      </Checkbox.Root>
      <Text fontSize="sm" color="fg.muted" ps="7">
        {t('apiAccess.revokeHelp')}
      </Text>
    </Stack>
  );
}
