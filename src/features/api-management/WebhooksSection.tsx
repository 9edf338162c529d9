/**
 * Webhook endpoints: register one (URL and events; its signing secret shown once), the list with
 * a failing mark, a paused one (paused when the account was recovered) with Resume, delete (asks
 * first), and each one's delivery log.
 */
import { useState, type FormEvent } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  type CreatedWebhookResponse,
  createWebhookRequestSchema,
  WEBHOOK_EVENTS,
  type WebhookEndpoint,
  type WebhookEvent,
} from '../../../common/contracts/webhooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormField } from '../../components/form/FormField';
import { toaster } from '../../components/toaster';
import { apiManagementApi } from './api-management.api';
import { fieldErrorsOf, serverFieldErrors, toastApiFailure } from './api-errors';
import { SecretReveal } from './SecretReveal';
import { ServiceChoice } from './ServiceChoice';
import { WebhookRow } from './WebhookRow';

interface WebhooksSectionProps {
  endpoints: readonly WebhookEndpoint[];
  onChange: (endpoints: WebhookEndpoint[]) => void;
}

export function WebhooksSection({ endpoints, onChange }: WebhooksSectionProps) {
  const { t } = useTranslation('api');
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([
    'generation.succeeded',
    'generation.failed',
  ]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<CreatedWebhookResponse | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [resuming, setResuming] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createWebhookRequestSchema.safeParse({ url, events });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const answer = await apiManagementApi.createWebhook(parsed.data);
      setCreated(answer);
      onChange([...endpoints, answer.endpoint]);
      setUrl('');
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else toastApiFailure(t, t('webhooks.createFailed'), error);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await apiManagementApi.deleteWebhook(deleting.id);
      onChange(endpoints.filter((endpoint) => endpoint.id !== deleting.id));
      toaster.create({ type: 'success', title: t('webhooks.deleted') });
      setDeleting(null);
    } catch (error) {
      toastApiFailure(t, t('webhooks.deleteFailed'), error);
    }
  };

  const resume = async (id: string) => {
    setResuming(id);
    try {
      const resumed = await apiManagementApi.resumeWebhook(id);
      onChange(endpoints.map((endpoint) => (endpoint.id === id ? resumed : endpoint)));
      toaster.create({ type: 'success', title: t('webhooks.resumed') });
    } catch (error) {
      toastApiFailure(t, t('webhooks.resumeFailed'), error);
    } finally {
      setResuming(null);
    }
  };

  const message = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <Stack gap="5">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="create-webhook-form">
        <Stack gap="4">
          <FormField
            label={t('webhooks.url')}
            placeholder="https://shop.example.com/hooks/studio"
            type="url"
            value={url}
            onValueChange={setUrl}
            error={message('url')}
            data-testid="webhook-url"
          />
          <ServiceChoice
            label={t('webhooks.events')}
            options={WEBHOOK_EVENTS.map((value) => ({ value, label: value }))}
            chosen={events}
            onChange={setEvents}
            error={message('events')}
            testId="webhook-events"
          />
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="start"
            loading={saving}
            data-testid="create-webhook"
          >
            {t('webhooks.create')}
          </Button>
        </Stack>
      </form>
      {created && (
        <SecretReveal
          title={t('webhooks.secretTitle')}
          secret={created.secret}
          onDone={() => setCreated(null)}
          testId="webhook-secret"
        />
      )}
      {endpoints.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('webhooks.empty')}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" data-testid="webhook-list">
          {endpoints.map((endpoint) => (
            <WebhookRow
              key={endpoint.id}
              endpoint={endpoint}
              logOpen={open === endpoint.id}
              onToggleLog={() => setOpen(open === endpoint.id ? null : endpoint.id)}
              resuming={resuming === endpoint.id}
              onResume={() => void resume(endpoint.id)}
              onDelete={() => setDeleting(endpoint)}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('webhooks.deleteTitle')}
        confirmLabel={t('webhooks.delete')}
        cancelLabel={t('cancel')}
        onClose={() => setDeleting(null)}
        onConfirm={remove}
        testId="webhook-confirm"
        confirmTestId="webhook-confirm-button"
      >
        {t('webhooks.deleteBody', { url: deleting?.url ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
