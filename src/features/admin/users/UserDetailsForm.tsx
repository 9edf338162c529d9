/**
 * A user's details on their admin page: name, language, verified, admin and disabled, saved
 * together (only what changed is sent). Disabling asks first: it signs the user out everywhere
 * and stops their API tokens at once (docs/admin.md#disabling-an-account). The plan is shown,
 * not edited: it changes through payments.
 */
import { useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  USER_LANGUAGES,
} from '../../../../common/contracts/auth';
import type { AdminUser, AdminUserUpdate } from '../../../../common/contracts/admin';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toaster } from '../../../components/toaster';
import { apiErrorText } from '../../../lib/api/error-text';
import { adminUsersApi } from './admin-users.api';

interface UserDetailsFormProps {
  user: AdminUser;
  onSaved: (user: AdminUser) => void;
}

const FLAGS = ['is_verified', 'is_admin', 'disabled'] as const;

export function UserDetailsForm({ user, onSaved }: UserDetailsFormProps) {
  const { t } = useTranslation('admin-users');
  const [draft, setDraft] = useState({
    name: user.name,
    language: user.language,
    is_verified: user.is_verified,
    is_admin: user.is_admin,
    disabled: user.disabled,
  });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const name = draft.name.trim();
  const nameError =
    name.length < NAME_MIN_LENGTH
      ? t('details.nameMin', { count: NAME_MIN_LENGTH })
      : name.length > NAME_MAX_LENGTH
        ? t('details.nameMax', { count: NAME_MAX_LENGTH })
        : undefined;
  const changes: AdminUserUpdate = {
    ...(name !== user.name && { name }),
    ...(draft.language !== user.language && { language: draft.language }),
    ...Object.fromEntries(
      FLAGS.filter((flag) => draft[flag] !== user[flag]).map((flag) => [flag, draft[flag]]),
    ),
  };
  const changed = Object.keys(changes).length > 0;

  const save = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const saved = await adminUsersApi.update(user.id, changes);
      toaster.create({ type: 'success', title: t('details.saved') });
      onSaved(saved);
    } catch (error) {
      setProblem(apiErrorText(t, error, t('details.saveFailed')));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nameError || !changed) return;
    if (changes.disabled) setConfirming(true);
    else void save();
  };

  return (
    <Card.Root as="section" variant="outline" borderRadius="2xl" aria-labelledby="user-details">
      <Card.Header>
        <Heading as="h2" size="lg" id="user-details">
          {t('details.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate data-testid="user-details-form">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field.Root invalid={Boolean(nameError)}>
                <Field.Label>{t('details.name')}</Field.Label>
                <Input
                  value={draft.name}
                  maxLength={NAME_MAX_LENGTH + 10}
                  onChange={(event) => setDraft({ ...draft, name: event.target.value })}
                  data-testid="user-details-name"
                />
                {nameError && <Field.ErrorText>{nameError}</Field.ErrorText>}
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('details.language')}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={draft.language}
                    onChange={(event) =>
                      setDraft({
                        ...draft,
                        language:
                          USER_LANGUAGES.find((language) => language === event.target.value) ??
                          draft.language,
                      })
                    }
                  >
                    {USER_LANGUAGES.map((language) => (
                      <option key={language} value={language}>
                        {t(`languages.${language}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </SimpleGrid>
            <Stack gap="3">
              {FLAGS.map((flag) => (
                <Switch.Root
                  key={flag}
                  checked={draft[flag]}
                  onCheckedChange={(details) => setDraft({ ...draft, [flag]: details.checked })}
                  colorPalette={flag === 'disabled' ? 'red' : 'brand'}
                  data-testid={`user-details-${flag}`}
                >
                  <Switch.HiddenInput />
                  <Switch.Control>
                    <Switch.Thumb />
                  </Switch.Control>
                  <Switch.Label>
                    <Text fontWeight="medium">{t(`details.flags.${flag}`)}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t(`details.flagHints.${flag}`)}
                    </Text>
                  </Switch.Label>
                </Switch.Root>
              ))}
            </Stack>
            {problem && (
              <Text role="alert" color="red.700" data-testid="user-details-error">
                {problem}
              </Text>
            )}
            <HStack>
              <Button
                type="submit"
                colorPalette="brand"
                loading={busy}
                disabled={!changed}
                data-testid="user-details-save"
              >
                {t('details.save')}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        title={t('details.disableTitle', { name: user.name })}
        confirmLabel={t('details.disableConfirm')}
        cancelLabel={t('details.cancel')}
        onClose={() => setConfirming(false)}
        onConfirm={save}
        testId="disable-dialog"
        confirmTestId="disable-confirm"
      >
        <Text>{t('details.disableBody')}</Text>
      </ConfirmDialog>
    </Card.Root>
  );
}
