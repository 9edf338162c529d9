/**
 * "Export my data": the page asks, a job writes the ZIP into storage and mails a link, the link
 * downloads it without signing in until it expires (DATA_EXPORT_TTL_DAYS). The link is signed
 * (HMAC under the server secret) so it cannot be guessed or stretched (docs/accounts.md).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Transform } from 'node:stream';
import { DATA_EXPORT_TTL_DAYS, type DataExport } from '../../../common/contracts/account';
import { ERROR_CODES } from '../../../common/contracts/errors';
import type { Storage } from '../../adapters/storage/storage';
import type { Clock } from '../../clock';
import { HttpError } from '../../http/errors';
import type { Logger } from '../../logger';
import type { MailService } from '../mail/mail.service';
import type { AccountRepository, DataExportRecord } from './account.repository';
import { zipUserData } from './data-export-zip';
import type { DataExportRepository } from './data-export.repository';

const TTL_MS = DATA_EXPORT_TTL_DAYS * 86_400_000;
/** Expired exports deleted per sweep. */
const SWEEP_BATCH = 100;

export function createExportLinks(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('data-export-link/v1').digest();
  const signatureOf = (exportId: string, expires: number) =>
    createHmac('sha256', key).update(`${exportId}/${expires}`).digest('base64url');
  return {
    path(exportId: string, expiresAt: Date): string {
      const exp = Math.floor(expiresAt.getTime() / 1000);
      return `/api/account/exports/${exportId}/download?exp=${exp}&sig=${signatureOf(exportId, exp)}`;
    },
    verify(exportId: string, exp: string | undefined, sig: string | undefined, now: Date) {
      if (!exp || !/^\d{1,12}$/.test(exp) || !sig) return false;
      if (Number(exp) * 1000 <= now.getTime()) return false;
      const expected = Buffer.from(signatureOf(exportId, Number(exp)));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type ExportLinks = ReturnType<typeof createExportLinks>;

const linkRefused = () =>
  new HttpError(403, ERROR_CODES.invalidSignature, 'This link is invalid or has expired.');

export interface DataExportDependencies {
  accounts: AccountRepository;
  collected: DataExportRepository;
  storage: Storage;
  links: ExportLinks;
  clock: Clock;
}

export function createDataExportService(deps: DataExportDependencies) {
  const { accounts, storage, links, clock } = deps;

  const view = (row: DataExportRecord): DataExport => ({
    id: row.id,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
    byte_size: row.byteSize,
    download_url: row.status === 'ready' ? links.path(row.id, row.expiresAt) : null,
  });

  return {
    /** Records the request; the caller queues its job. */
    async request(userId: string): Promise<DataExport> {
      const now = clock();
      return view(await accounts.createExport(userId, new Date(now.getTime() + TTL_MS)));
    },

    async list(userId: string): Promise<DataExport[]> {
      return (await accounts.listExports(userId, clock())).map(view);
    },

    /** The ZIP of a signed, unexpired link. */
    async download(exportId: string, exp?: string, sig?: string) {
      if (!links.verify(exportId, exp, sig, clock())) throw linkRefused();
      const row = await accounts.findExport(exportId);
      const stored =
        row?.status === 'ready' && row.storageKey && (await storage.get(row.storageKey));
      if (!row || !stored) throw linkRefused();
      return { row, stored };
    },
  };
}
export type DataExportService = ReturnType<typeof createDataExportService>;

export interface DataExportJobDependencies extends DataExportDependencies {
  mail: MailService;
  publicUrl: string;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/** The job side: writes the ZIP and mails the link; sweeps expired exports. */
export function createDataExportJobs(deps: DataExportJobDependencies) {
  const { accounts, collected, storage, links, clock, mail, logger } = deps;
  return {
    async build(exportId: string): Promise<void> {
      const row = await accounts.findExport(exportId);
      if (!row || row.status !== 'pending') return; // done already, or the account is gone
      const data = await collected.collect(row.userId);
      if (!data) return;
      const key = `exports/${row.userId}/${row.id}.zip`;
      try {
        const { stream, done } = zipUserData(data, storage);
        let byteSize = 0;
        const counted = stream.pipe(
          new Transform({
            transform(chunk: Buffer, _encoding, callback) {
              byteSize += chunk.length;
              callback(null, chunk);
            },
          }),
        );
        const [{ missing }] = await Promise.all([
          done,
          storage.put(key, counted, 'application/zip'),
        ]);
        if (missing.length > 0) logger.warn({ exportId, missing }, 'data export: files missing');
        await accounts.finishExport(row.id, { storageKey: key, byteSize }, clock());
      } catch (error) {
        await accounts.finishExport(row.id, 'failed', clock());
        await storage.delete(key);
        throw error;
      }
      await mail.sendDataExportReady(data.user, {
        name: data.user.name,
        downloadUrl: `${deps.publicUrl}${links.path(row.id, row.expiresAt)}`,
        validDays: DATA_EXPORT_TTL_DAYS,
      });
      logger.info({ exportId }, 'data export ready');
    },

    async sweepExpired(): Promise<number> {
      const expired = await accounts.expiredExports(clock(), SWEEP_BATCH);
      for (const row of expired) if (row.storageKey) await storage.delete(row.storageKey);
      await accounts.deleteExports(expired.map((row) => row.id));
      return expired.length;
    },
  };
}
export type DataExportJobs = ReturnType<typeof createDataExportJobs>;
