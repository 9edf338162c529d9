/** Profile: the picture, the name and the language (of the app and of the user's e-mails). */
import { Button, Field, Flex, NativeSelect, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { accountUpdateSchema, type Account } from '../../../common/contracts/account';
import { USER_LANGUAGES } from '../../../common/contracts/auth';
import { FormField } from '../../components/form/FormField';
import { toaster } from '../../components/toaster';
import { accountApi } from './account.api';
import { AvatarEditor } from './AvatarEditor';
import { ProfileSection } from './ProfileSection';
import { useProfileForm } from './use-profile-form';

const detailsSchema = accountUpdateSchema.pick({ name: true, language: true }).required();

interface ProfileDetailsSectionProps {
  account: Account;
  onChange: (account: Account) => void;
}

export function ProfileDetailsSection({ account, onChange }: ProfileDetailsSectionProps) {
  const { t, i18n } = useTranslation('profile');
  const { name, language } = account.user;
  const form = useProfileForm({
    schema: detailsSchema,
    initial: { name, language },
    t,
    failureTitle: t('saveFailed'),
    onValid: async (changes) => {
      const saved = await accountApi.update(changes);
      onChange(saved);
      form.reset({ name: saved.user.name, language: saved.user.language });
      toaster.create({ type: 'success', title: t('saved') });
      // The language the user chose for their account is the app's language from now on.
      if (i18n.language !== saved.user.language) void i18n.changeLanguage(saved.user.language);
    },
  });
  const unchanged = form.values.name.trim() === name && form.values.language === language;

  return (
    <ProfileSection id="details" title={t('details.title')} lead={t('details.lead')}>
      <Flex direction={{ base: 'column', sm: 'row' }} gap={{ base: '6', sm: '8' }}>
        <AvatarEditor account={account} onChange={onChange} />
        <form onSubmit={form.submit} noValidate style={{ flex: 1, minWidth: 0 }}>
          <Stack gap="4">
            <FormField
              label={t('details.name')}
              autoComplete="name"
              {...form.field('name')}
              data-testid="profile-name"
            />
            <Field.Root>
              <Field.Label>{t('details.language')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={form.values.language}
                  onChange={(event) => form.setValue('language', event.target.value)}
                  data-testid="profile-language"
                >
                  {USER_LANGUAGES.map((code) => (
                    <option key={code} value={code}>
                      {t(`common:language.names.${code}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>{t('details.languageHelp')}</Field.HelperText>
            </Field.Root>
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf={{ base: 'stretch', sm: 'start' }}
              loading={form.submitting}
              disabled={unchanged}
              data-testid="profile-details-save"
            >
              {t('save')}
            </Button>
          </Stack>
        </form>
      </Flex>
    </ProfileSection>
  );
}
