/**
 * Webhook endpoints: register one (URL and events; its signing secret shown once), the list with
 * a failing mark, a paused one (paused when the account was recovered) with Resume, delete (asks
 * first), and each one's delivery log.
 */
import { useState, type FormEvent } from 'react';
import { Badge, Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
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
import { DeliveryLog } from './DeliveryLog';
import { SecretReveal } from './SecretReveal';
import { ServiceChoice } from './ServiceChoice';

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
            <Stack
              as="li"
              key={endpoint.id}
              gap="3"
              p="3"
              borderWidth="1px"
              borderRadius="lg"
              data-testid="webhook"
            >
              <HStack justify="space-between" flexWrap="wrap" gap="2">
                <Stack gap="1" minW="0">
                  <Text fontWeight="medium" wordBreak="break-all">
                    {endpoint.url}
                  </Text>
                  <Wrap gap="1">
                    {endpoint.events.map((event) => (
                      <Badge key={event} variant="subtle">
                        {event}
                      </Badge>
                    ))}
                    {endpoint.failing_since && (
                      <Badge colorPalette="red" data-testid="webhook-failing">
                        {t('webhooks.failing')}
                      </Badge>
                    )}
                    {endpoint.paused_at && (
                      <Badge colorPalette="orange" data-testid="webhook-paused">
                        {t('webhooks.paused')}
                      </Badge>
                    )}
                  </Wrap>
                  {endpoint.paused_at && (
                    <Text fontSize="sm" color="fg.muted">
                      {t('webhooks.pausedLead')}
                    </Text>
                  )}
                </Stack>
                <HStack gap="1">
                  {endpoint.paused_at && (
                    <Button
                      size="xs"
                      colorPalette="brand"
                      loading={resuming === endpoint.id}
                      onClick={() => void resume(endpoint.id)}
                      data-testid="webhook-resume"
                    >
                      {t('webhooks.resume')}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}
                    aria-expanded={open === endpoint.id}
                    data-testid="webhook-deliveries"
                  >
                    {t('webhooks.deliveries')}
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => setDeleting(endpoint)}
                    data-testid="webhook-delete"
                  >
                    {t('webhooks.delete')}
                  </Button>
                </HStack>
              </HStack>
              {open === endpoint.id && <DeliveryLog endpointId={endpoint.id} />}
            </Stack>
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
