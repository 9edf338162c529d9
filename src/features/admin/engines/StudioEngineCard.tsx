/**
 * One studio on the Engines page: the engine, then what that engine needs (a key, a base URL,
 * Replicate's dialect and model), the quality label, 'test connection' (nothing saved) and
 * 'save' (for the next job). A saved key shows only as its last characters; an empty key field
 * keeps it.
 */
import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Code,
  Field,
  Fieldset,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type {
  ConnectionTestResponse,
  EngineSettingsResponse,
  EngineSettingUpdate,
  EngineSettingView,
} from '../../../../common/contracts/engine-settings';
import type { AiEngine, EngineQuality, ReplicateProtocol } from '../../../../common/engines';
import { ENGINE_QUALITIES, REPLICATE_PROTOCOLS } from '../../../../common/engines';
import { toaster } from '../../../components/toaster';
import { ApiError } from '../../../lib/api/api-error';
import { apiErrorText } from '../../../lib/api/error-text';
import { enginesApi } from './engines.api';

interface StudioEngineCardProps {
  setting: EngineSettingView;
  environment: EngineSettingsResponse['environment'];
}

/** The label an engine's results carry until the admin chooses another. */
const QUALITY_OF: Record<AiEngine, EngineQuality> = {
  local: 'preview',
  fal: 'standard',
  replicate: 'standard',
};

/** The variables that win over each field, by engine. */
const KEY_VARIABLE = { fal: 'FAL_KEY', replicate: 'REPLICATE_API_TOKEN' } as const;
const URL_VARIABLE = { fal: 'FAL_BASE_URL', replicate: 'REPLICATE_BASE_URL' } as const;

export function StudioEngineCard({ setting, environment }: StudioEngineCardProps) {
  const { t } = useTranslation('admin-engines');
  const [engine, setEngine] = useState<AiEngine>(setting.engine);
  const [secret, setSecret] = useState('');
  const [baseUrl, setBaseUrl] = useState(setting.base_url ?? '');
  const [protocol, setProtocol] = useState<ReplicateProtocol>(
    setting.replicate_protocol ?? 'hosted',
  );
  const [model, setModel] = useState(setting.replicate_model ?? '');
  const [quality, setQuality] = useState<EngineQuality>(setting.quality);
  const [saved, setSaved] = useState(setting);
  const [busy, setBusy] = useState<'test' | 'save' | null>(null);
  const [test, setTest] = useState<ConnectionTestResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const lockedBy = setting.chosen_by_variable;
  const hosted = engine !== 'local';
  const sameEngine = engine === saved.engine;
  // The saved key goes only to its saved address: a new one needs the key typed again.
  const urlNeedsKey =
    sameEngine && saved.secret_set && !secret && baseUrl !== (saved.base_url ?? '');
  const studioName = t(`common:services.${setting.service}.name`);
  const id = (field: string) => `engine-${setting.service}-${field}`;

  const update = (): EngineSettingUpdate => ({
    engine,
    ...(hosted && { quality }),
    ...(secret && { secret }),
    ...(hosted && { base_url: baseUrl }),
    ...(engine === 'replicate' && { replicate_protocol: protocol, replicate_model: model }),
  });

  const run = async (kind: 'test' | 'save') => {
    setBusy(kind);
    setProblem(null);
    setTest(null);
    try {
      if (kind === 'test') {
        setTest(await enginesApi.test(setting.service, update()));
      } else {
        setSaved(await enginesApi.save(setting.service, update()));
        setSecret('');
        toaster.create({ type: 'success', title: t('saved', { studio: studioName }) });
      }
    } catch (error) {
      const detail = error instanceof ApiError && error.code === 'engine_not_ready';
      setProblem(
        detail ? `${t('notReady')} ${error.message}` : apiErrorText(t, error, t('saveFailed')),
      );
    } finally {
      setBusy(null);
    }
  };

  const overridden = (variable: keyof EngineSettingsResponse['environment']) =>
    environment[variable] ? t('setOnServer', { variable }) : undefined;

  return (
    <Card.Root
      as="section"
      variant="outline"
      borderRadius="2xl"
      aria-labelledby={id('title')}
      data-testid={`engine-card-${setting.service}`}
    >
      <Card.Header gap="2">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading as="h2" size="lg" id={id('title')}>
            {studioName}
          </Heading>
          <HStack gap="2">
            <Badge colorPalette={saved.engine === 'local' ? 'gray' : 'brand'}>
              {t(`engines.${saved.engine}`)}
            </Badge>
            <Badge variant="outline">{t(`qualities.${saved.quality}`)}</Badge>
          </HStack>
        </HStack>
        {lockedBy && (
          <Text fontSize="sm" color="fg.muted" data-testid={id('locked')}>
            {t('lockedBy', { variable: lockedBy })}
          </Text>
        )}
      </Card.Header>
      <Card.Body>
        <Fieldset.Root disabled={Boolean(lockedBy) || busy !== null}>
          <Stack gap="4">
            <Field.Root>
              <Field.Label htmlFor={id('engine')}>{t('fields.engine')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  id={id('engine')}
                  value={engine}
                  onChange={(event) => {
                    const next = event.target.value as AiEngine;
                    setEngine(next);
                    // A hosted model's results are standard quality unless the admin says so.
                    setQuality(next === saved.engine ? saved.quality : QUALITY_OF[next]);
                    setTest(null);
                  }}
                >
                  {setting.offered.map((name) => (
                    <option key={name} value={name}>
                      {t(`engines.${name}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>{t(`engineHelp.${engine}`)}</Field.HelperText>
            </Field.Root>

            {engine === 'replicate' && (
              <Field.Root>
                <Field.Label htmlFor={id('protocol')}>{t('fields.protocol')}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    id={id('protocol')}
                    value={protocol}
                    onChange={(event) => setProtocol(event.target.value as ReplicateProtocol)}
                  >
                    {REPLICATE_PROTOCOLS.map((name) => (
                      <option key={name} value={name}>
                        {t(`protocols.${name}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.HelperText>{overridden('REPLICATE_PROTOCOL')}</Field.HelperText>
              </Field.Root>
            )}

            {hosted && (
              <Field.Root>
                <Field.Label htmlFor={id('secret')}>
                  {t(engine === 'fal' ? 'fields.falKey' : 'fields.replicateToken')}
                </Field.Label>
                <Input
                  id={id('secret')}
                  type="password"
                  autoComplete="off"
                  value={secret}
                  onChange={(event) => setSecret(event.target.value)}
                  placeholder={
                    sameEngine && saved.secret_hint
                      ? t('secretSaved', { hint: saved.secret_hint })
                      : t('secretNone')
                  }
                />
                <Field.HelperText>
                  {overridden(KEY_VARIABLE[engine]) ?? t('secretHelp')}
                </Field.HelperText>
              </Field.Root>
            )}

            {hosted && (
              <Field.Root>
                <Field.Label htmlFor={id('url')}>
                  {t(
                    engine === 'replicate' && protocol === 'cog'
                      ? 'fields.cogUrl'
                      : 'fields.baseUrl',
                  )}
                </Field.Label>
                <Input
                  id={id('url')}
                  type="url"
                  inputMode="url"
                  value={baseUrl}
                  onChange={(event) => setBaseUrl(event.target.value)}
                  placeholder={t(`urlPlaceholder.${engine === 'replicate' ? protocol : 'fal'}`)}
                />
                <Field.HelperText data-testid={id('url-help')}>
                  {overridden(URL_VARIABLE[engine]) ?? t(urlNeedsKey ? 'urlNeedsKey' : 'urlHelp')}
                </Field.HelperText>
              </Field.Root>
            )}

            {engine === 'replicate' &&
              setting.service === 'virtual-tryon' &&
              protocol === 'hosted' && (
                <Field.Root>
                  <Field.Label htmlFor={id('model')}>{t('fields.model')}</Field.Label>
                  <Input
                    id={id('model')}
                    value={model}
                    onChange={(event) => setModel(event.target.value)}
                    placeholder="owner/name:version"
                  />
                  <Field.HelperText>
                    {overridden('REPLICATE_TRYON_MODEL') ?? t('modelHelp')}
                  </Field.HelperText>
                </Field.Root>
              )}

            {hosted && (
              <Field.Root>
                <Field.Label htmlFor={id('quality')}>{t('fields.quality')}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    id={id('quality')}
                    value={quality}
                    onChange={(event) => setQuality(event.target.value as EngineQuality)}
                  >
                    {ENGINE_QUALITIES.map((name) => (
                      <option key={name} value={name}>
                        {t(`qualities.${name}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.HelperText>{t('qualityHelp')}</Field.HelperText>
              </Field.Root>
            )}

            {test && (
              <Text
                role="status"
                color={test.ok ? 'green.700' : 'red.700'}
                fontWeight="medium"
                data-testid={id('test-result')}
              >
                {test.code === 'unreachable' ? (
                  t('testUnreachable')
                ) : (
                  <>
                    {test.ok ? t('testOk') : t('testFailed')}{' '}
                    {test.code ? t(`testCodes.${test.code}`) : <Code>{test.detail}</Code>}
                  </>
                )}
              </Text>
            )}
            {problem && (
              <Text role="alert" color="red.700" data-testid={id('problem')}>
                {problem}
              </Text>
            )}

            <HStack gap="3" flexWrap="wrap">
              <Button
                variant="outline"
                onClick={() => void run('test')}
                loading={busy === 'test'}
                data-testid={id('test')}
              >
                {t('test')}
              </Button>
              <Button
                colorPalette="brand"
                onClick={() => void run('save')}
                loading={busy === 'save'}
                data-testid={id('save')}
              >
                {t('save')}
              </Button>
            </HStack>
          </Stack>
        </Fieldset.Root>
      </Card.Body>
    </Card.Root>
  );
}
