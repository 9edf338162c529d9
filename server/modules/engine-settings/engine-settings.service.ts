/**
 * The Engines page's settings at work (docs/engines.md "The Engines page"). Each studio's engine
 * is the one its AI_ENGINE variable names if set (the environment wins), else the page's choice,
 * else local. The page's keys are sealed at rest and never leave the server; each environment
 * variable that is set (FAL_KEY, REPLICATE_BASE_URL…) wins over the page's value.
 *
 * A change takes effect for the next job: this process's engine records (the API's labels, and
 * the job runner's engines when it runs jobs) are replaced in place at once; other processes
 * pick it up at their next refresh.
 */
import type {
  EngineSettingsResponse,
  EngineSettingUpdate,
  EngineSettingView,
} from '../../../common/contracts/engine-settings';
import {
  ENGINE_ENVIRONMENT_VARIABLES,
  SECRET_HINT_LENGTH,
} from '../../../common/contracts/engine-settings';
import { ERROR_CODES } from '../../../common/contracts/errors';
import type { AiEngine, EngineQuality } from '../../../common/engines';
import type { ServiceSlug } from '../../../common/studios/studios';
import { type Config, engineVariableOf } from '../../config';
import type { Database } from '../../db/client';
import { engineSettings } from '../../db/schema';
import type { EngineConfig } from '../../engines/engine-factories';
import { QUALITY_OF_ENGINE } from '../../engines/engine-factories';
import { HttpError } from '../../http/errors';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../admin/admin-audit.repository';
import { auditChanges } from '../admin/audit-changes';
import { StartupError } from '../../startup-error';
import {
  type AnyStudioModule,
  bindStudio,
  type StudioEngines,
  studioLabel,
} from '../../studios/studio-module';
import { STUDIO_MODULES } from '../../studios/studio-modules';
import type { StudioEngineLabels } from '../generations/generations.service';
import { testConnection, testedBaseUrl } from './connection-test';
import { checkKeyStaysWithAddress, keyOf, typedPair } from './key-and-address';
import { openSecret, sealSecret } from './secret-box';

type SettingRow = typeof engineSettings.$inferSelect;

export interface EngineSettingsDependencies {
  db: Database;
  config: Config;
  logger: FastifyBaseLogger;
  /** The API's labels of each studio's engine, replaced in place on a change. */
  labels: StudioEngineLabels;
  /** The job runner's engines, when this process runs jobs; replaced in place too. */
  engines?: StudioEngines;
  studios?: readonly AnyStudioModule[];
  fetch?: typeof fetch;
}

export type EngineSettings = ReturnType<typeof createEngineSettings>;

export function createEngineSettings(deps: EngineSettingsDependencies) {
  const { db, config, logger, labels, engines } = deps;
  const studios = deps.studios ?? STUDIO_MODULES;
  const studioOf = (service: ServiceSlug) => studios.find((studio) => studio.service === service);
  const chosenByVariable = (service: ServiceSlug) => config.ENGINE_CHOSEN_BY[service] ?? null;

  const secretOf = (row: SettingRow) =>
    row.secretSealed
      ? openSecret(row.secretSealed, config.SETTINGS_ENCRYPTION_KEY, row.service)
      : undefined;

  /** The engines' configuration for a row: each variable that is set wins over the page. */
  function engineConfigOf(row: SettingRow | undefined): EngineConfig {
    const page = (engine: AiEngine) => (row?.engine === engine ? row : undefined);
    const fal = page('fal');
    const replicate = page('replicate');
    return {
      FAL_KEY: config.FAL_KEY ?? (fal && secretOf(fal)),
      FAL_BASE_URL: config.FAL_BASE_URL ?? fal?.baseUrl ?? undefined,
      REPLICATE_API_TOKEN: config.REPLICATE_API_TOKEN ?? (replicate && secretOf(replicate)),
      REPLICATE_BASE_URL: config.REPLICATE_BASE_URL ?? replicate?.baseUrl ?? undefined,
      REPLICATE_PROTOCOL: config.REPLICATE_PROTOCOL ?? replicate?.replicateProtocol ?? undefined,
      REPLICATE_TRYON_MODEL: config.REPLICATE_TRYON_MODEL ?? replicate?.replicateModel ?? undefined,
    };
  }

  /** The engine and label a studio runs on with this row (none: the variable's or local). */
  function choiceOf(studio: AnyStudioModule, row: SettingRow | undefined) {
    const variable = engineVariableOf(studio.service);
    const name: AiEngine = chosenByVariable(studio.service) || !row ? config[variable] : row.engine;
    const quality: EngineQuality =
      name === 'local'
        ? 'preview'
        : ((row?.engine === name ? row.quality : undefined) ?? QUALITY_OF_ENGINE[name]);
    return { name, quality, context: { config: { ...config, ...engineConfigOf(row) }, variable } };
  }

  /** Replaces the studio's engine in this process's records; throws when it cannot run. */
  function install(studio: AnyStudioModule, row: SettingRow | undefined) {
    const { name, quality, context } = choiceOf(studio, row);
    const factory = studio.engines[name];
    if (!factory) {
      throw new StartupError(`${name} is not available for ${studio.service}`);
    }
    // Made here even in an API-only process: hosted engines are cheap to make, and making one
    // is what says whether its keys are there. The local engine loads its models lazily.
    const engine = { ...factory(context), name, quality };
    labels[studio.service] = studioLabel(studio, engine);
    if (engines) engines[studio.service] = bindStudio(studio, engine);
  }

  async function rows(): Promise<Map<ServiceSlug, SettingRow>> {
    const all = await db.select().from(engineSettings);
    return new Map(all.map((row) => [row.service, row]));
  }

  function view(studio: AnyStudioModule, row: SettingRow | undefined): EngineSettingView {
    const { name, quality } = choiceOf(studio, row);
    return {
      service: studio.service,
      offered: Object.keys(studio.engines) as AiEngine[],
      engine: name,
      quality,
      chosen_by_variable: chosenByVariable(studio.service),
      secret_set: Boolean(row?.secretSealed),
      secret_hint: row?.secretHint ?? null,
      base_url: row?.baseUrl ?? null,
      replicate_protocol: row?.replicateProtocol ?? null,
      replicate_model: row?.replicateModel ?? null,
      updated_at: row?.updatedAt.toISOString() ?? null,
    };
  }

  /** A setting as the audit log keeps it: the key only as set or not and its hint. */
  const auditedSetting = (row: SettingRow | undefined) =>
    row
      ? {
          engine: row.engine,
          quality: row.quality,
          secret_set: row.secretSealed !== null,
          secret_hint: row.secretHint,
          base_url: row.baseUrl,
          replicate_protocol: row.replicateProtocol,
          replicate_model: row.replicateModel,
        }
      : null;

  /** The row a change would leave: what is not sent is kept, if the engine stays the same. */
  function changedRow(
    service: ServiceSlug,
    current: SettingRow | undefined,
    update: EngineSettingUpdate,
    updatedBy: string | null,
  ): SettingRow {
    const kept = current?.engine === update.engine ? current : undefined;
    const secret = update.secret;
    const sealed =
      secret === undefined
        ? { secretSealed: kept?.secretSealed ?? null, secretHint: kept?.secretHint ?? null }
        : secret === ''
          ? { secretSealed: null, secretHint: null }
          : {
              secretSealed: sealSecret(secret, config.SETTINGS_ENCRYPTION_KEY, service),
              secretHint: `…${secret.slice(-SECRET_HINT_LENGTH)}`,
            };
    const keep = <Value>(value: Value | '' | undefined, old: Value | null | undefined) =>
      value === undefined ? (old ?? null) : value === '' ? null : value;
    return {
      service,
      engine: update.engine,
      ...sealed,
      baseUrl: keep(update.base_url, kept?.baseUrl),
      replicateProtocol: keep(update.replicate_protocol, kept?.replicateProtocol),
      replicateModel: keep(update.replicate_model, kept?.replicateModel),
      quality:
        update.engine === 'local' ? 'preview' : (update.quality ?? kept?.quality ?? 'standard'),
      updatedBy,
      updatedAt: new Date(),
    };
  }

  function studioOrThrow(service: ServiceSlug): AnyStudioModule {
    const studio = studioOf(service);
    if (!studio) throw new HttpError(404, ERROR_CODES.notFound, 'This studio has no engines yet');
    return studio;
  }

  /**
   * The key and address a test sends: the environment's choice when a variable chose the engine,
   * the typed pair, or what the saved key runs with — never the saved key to a new address.
   */
  async function pairToTest(studio: AnyStudioModule, update: EngineSettingUpdate) {
    if (chosenByVariable(studio.service)) {
      const { name, context } = choiceOf(studio, undefined);
      return { name, config: context.config, key: keyOf(name, context.config) ? 'saved' : 'none' };
    }
    const current = (await rows()).get(studio.service);
    const row = changedRow(studio.service, current, update, null);
    if (update.secret) {
      return { name: row.engine, config: typedPair(row.engine, update.secret, row), key: 'typed' };
    }
    const form = engineConfigOf(row);
    checkKeyStaysWithAddress(row.engine, form, engineConfigOf(current));
    return { name: row.engine, config: form, key: keyOf(row.engine, form) ? 'saved' : 'none' };
  }

  function notReady(error: unknown): never {
    if (error instanceof StartupError) {
      throw new HttpError(422, ERROR_CODES.engineNotReady, error.message);
    }
    throw error;
  }

  return {
    /** Puts every studio on its configured engine; a row that cannot run is logged and skipped. */
    async apply(): Promise<void> {
      const saved = await rows();
      for (const studio of studios) {
        const row = saved.get(studio.service);
        if (chosenByVariable(studio.service) || !row) continue;
        try {
          install(studio, row);
        } catch (error) {
          logger.error(
            { err: error, service: studio.service },
            'the Engines page setting cannot run; the studio keeps its engine',
          );
        }
      }
    },

    async list(): Promise<EngineSettingsResponse> {
      const saved = await rows();
      const environment = Object.fromEntries(
        ENGINE_ENVIRONMENT_VARIABLES.map((name) => [name, config[name] !== undefined]),
      ) as EngineSettingsResponse['environment'];
      return {
        studios: studios.map((studio) => view(studio, saved.get(studio.service))),
        environment,
      };
    },

    async update(
      service: ServiceSlug,
      update: EngineSettingUpdate,
      adminId: string | null,
    ): Promise<EngineSettingView> {
      const studio = studioOrThrow(service);
      const variable = chosenByVariable(service);
      if (variable) {
        throw new HttpError(
          409,
          ERROR_CODES.engineSetByEnvironment,
          `${variable} sets this studio's engine: change or remove it on the server`,
        );
      }
      const current = (await rows()).get(service);
      const row = changedRow(service, current, update, adminId);
      if (!update.secret)
        checkKeyStaysWithAddress(row.engine, engineConfigOf(row), engineConfigOf(current));
      try {
        install(studio, row);
      } catch (error) {
        notReady(error);
      }
      const { service: _key, ...values } = row;
      await db.transaction(async (tx) => {
        await tx
          .insert(engineSettings)
          .values(row)
          .onConflictDoUpdate({ target: engineSettings.service, set: values });
        if (adminId) {
          await recordAudit(tx, {
            adminId,
            action: 'engine.update',
            targetType: 'engine',
            targetId: service,
            ...auditChanges(auditedSetting(current), auditedSetting(row)),
          });
        }
      });
      logger.info({ service, engine: row.engine, adminId }, 'engine setting changed');
      return view(studio, row);
    },

    /**
     * Tries the form's settings, saving nothing (see pairToTest), and writes who tested which
     * provider at which address, and how it went, to the audit log.
     */
    async test(service: ServiceSlug, update: EngineSettingUpdate, adminId: string | null) {
      const studio = studioOrThrow(service);
      const { name, config: pair, key } = await pairToTest(studio, update);
      const outcome = await testConnection(name, pair, logger, deps.fetch);
      const baseUrl = testedBaseUrl(name, pair);
      if (adminId) {
        await recordAudit(db, {
          adminId,
          action: 'engine.test',
          targetType: 'engine',
          targetId: service,
          before: null,
          after: { engine: name, base_url: baseUrl, key, ok: outcome.ok, detail: outcome.detail },
        });
      }
      logger.info({ service, engine: name, baseUrl, ok: outcome.ok, adminId }, 'engine tested');
      return outcome;
    },
  };
}
