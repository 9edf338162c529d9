/**
 * Creating a token: its name, the studios it may run and its rate limit, checked here with the
 * server's own schema (the spec's three messages) before it is sent; the plan's ceiling is the
 * server's to enforce, and shown beside the limit.
 */
import { useState, type FormEvent } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  type ApiTokenWithSecret,
  createApiTokenRequestSchema,
} from '../../../common/contracts/api-tokens';
import { SERVICE_SLUGS, type ServiceSlug } from '../../../common/routes';
import { FormField } from '../../components/form/FormField';
import { apiManagementApi } from './api-management.api';
import { fieldErrorsOf, serverFieldErrors, toastApiFailure } from './api-errors';
import { ServiceChoice } from './ServiceChoice';

interface CreateTokenFormProps {
  maxRateLimit: number;
  onCreated: (created: ApiTokenWithSecret) => void;
}

export function CreateTokenForm({ maxRateLimit, onCreated }: CreateTokenFormProps) {
  const { t } = useTranslation(['api', 'common']);
  const [name, setName] = useState('');
  const [services, setServices] = useState<ServiceSlug[]>([]);
  const [rateLimit, setRateLimit] = useState(String(Math.min(60, maxRateLimit)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createApiTokenRequestSchema.safeParse({
      name,
      services,
      rate_limit: rateLimit.trim() === '' ? Number.NaN : Number(rateLimit),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      onCreated(await apiManagementApi.createToken(parsed.data));
      setName('');
      setServices([]);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else toastApiFailure(t, t('tokens.createFailed'), error);
    } finally {
      setSaving(false);
    }
  };

  const message = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="create-token-form">
      <Stack gap="4">
        <FormField
          label={t('tokens.name')}
          placeholder={t('tokens.namePlaceholder')}
          value={name}
          onValueChange={setName}
          error={message('name')}
          maxLength={100}
          data-testid="token-name"
        />
        <ServiceChoice
          label={t('tokens.services')}
          options={SERVICE_SLUGS.map((slug) => ({
            value: slug,
            label: t(`common:services.${slug}.name`),
          }))}
          chosen={services}
          onChange={setServices}
          error={message('services')}
          testId="token-services"
        />
        <FormField
          label={t('tokens.rateLimit')}
          helperText={t('tokens.rateLimitHelp', { max: maxRateLimit })}
          type="number"
          inputMode="numeric"
          value={rateLimit}
          onValueChange={setRateLimit}
          error={message('rate_limit')}
          maxW="48"
          data-testid="token-rate-limit"
        />
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="start"
          loading={saving}
          data-testid="create-token"
        >
          {t('tokens.create')}
        </Button>
      </Stack>
    </form>
  );
}
