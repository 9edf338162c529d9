/**
 * Password: change it (the current one is asked), or, for an account that signs in only with
 * Google, set one. Either way the server ends every other session of the account and, unless its
 * box is cleared, the API tokens and webhooks.
 */
import { useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  passwordChangeFormSchema,
  passwordChangeSchema,
  type Account,
} from '../../../common/contracts/account';
import { PASSWORD_MIN_LENGTH } from '../../../common/contracts/auth';
import { FormField } from '../../components/form/FormField';
import { toaster } from '../../components/toaster';
import { accountApi } from './account.api';
import { ProfileSection } from './ProfileSection';
import { RevokeApiAccessCheckbox } from './RevokeApiAccessCheckbox';
import { useProfileForm } from './use-profile-form';

/** With a password set, the current one must be typed; the contract's form leaves it open. */
const changeSchema = passwordChangeFormSchema.safeExtend({
  current_password: passwordChangeSchema.shape.current_password.unwrap(),
});

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

interface PasswordSectionProps {
  account: Account;
  onChange: (account: Account) => void;
  /** The other sessions were ended (`ended` of them). */
  onOthersSignedOut: (ended: number) => void;
}

export function PasswordSection({ account, onChange, onOthersSignedOut }: PasswordSectionProps) {
  const { t } = useTranslation('profile');
  const isSet = account.password_set;
  const [revokeApiAccess, setRevokeApiAccess] = useState(true);
  const form = useProfileForm({
    schema: isSet ? changeSchema : passwordChangeFormSchema,
    initial: EMPTY,
    t,
    failureTitle: t('saveFailed'),
    fieldsByCode: { wrong_password: 'current_password', weak_password: 'new_password' },
    onValid: async ({ current_password, new_password }) => {
      const { ended } = await accountApi.changePassword(
        new_password,
        isSet ? current_password : undefined,
        revokeApiAccess,
      );
      form.reset(EMPTY);
      setRevokeApiAccess(true);
      if (!isSet) onChange({ ...account, password_set: true });
      onOthersSignedOut(ended);
      toaster.create({
        type: 'success',
        title: isSet ? t('password.changed') : t('password.set'),
        description:
          ended > 0 ? t('password.endedOthers', { count: ended }) : t('password.noOthers'),
      });
    },
  });

  return (
    <ProfileSection
      id="password"
      title={isSet ? t('password.title') : t('password.setTitle')}
      lead={isSet ? t('password.lead') : t('password.setLead', { email: account.user.email })}
    >
      <form onSubmit={form.submit} noValidate data-testid="password-form">
        <Stack gap="4" maxW={{ md: 'md' }}>
          {/* Password managers file the new password under this account. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={account.user.email}
            readOnly
            hidden
          />
          {isSet && (
            <FormField
              label={t('password.current')}
              type="password"
              autoComplete="current-password"
              {...form.field('current_password')}
            />
          )}
          <FormField
            label={t('password.new')}
            type="password"
            autoComplete="new-password"
            helperText={t('password.newHelp', { min: PASSWORD_MIN_LENGTH })}
            {...form.field('new_password')}
          />
          <FormField
            label={t('password.confirm')}
            type="password"
            autoComplete="new-password"
            {...form.field('confirm_password')}
          />
          <RevokeApiAccessCheckbox
            checked={revokeApiAccess}
            onChange={setRevokeApiAccess}
            disabled={form.submitting}
            testId="password-revoke-api"
          />
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf={{ base: 'stretch', sm: 'start' }}
            loading={form.submitting}
          >
            {isSet ? t('password.submit') : t('password.submitSet')}
          </Button>
        </Stack>
      </form>
    </ProfileSection>
  );
}
