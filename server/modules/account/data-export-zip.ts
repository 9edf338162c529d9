/**
 * Writes a user's data as a ZIP: JSON files a person or a program can read, and the files
 * themselves (generation results and the user's own inputs, library assets, the avatar). The
 * files stream from storage into the ZIP and the ZIP streams into storage: a large library
 * never sits in memory.
 */
import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Storage } from '../../adapters/storage/storage';
import type { CollectedData } from './data-export.repository';

const README = `Studio AI — your data / dữ liệu của bạn

profile.json      your account, linked sign-ins and sessions / tài khoản, đăng nhập liên kết, phiên
credits.json      every change of your credit balance / mọi thay đổi số dư tín dụng
payments.json     your payments / các khoản thanh toán của bạn
generations.json  your generation history / lịch sử tạo ảnh
generations/      each generation's result and your own input pictures / kết quả và ảnh đầu vào
assets.json       your asset library / thư viện của bạn
assets/           the library's files / các tệp trong thư viện
`;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

/** A name safe inside a ZIP: no folders, no control characters, not empty. */
function safeName(name: string): string {
  const clean = name.replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]/gu, '_').trim();
  return clean.slice(0, 120) || 'file';
}

export interface ZipResult {
  /** The ZIP's bytes as they are produced. */
  stream: Readable;
  /** Resolves once every entry was added (files missing from storage are listed, not fatal). */
  done: Promise<{ missing: string[] }>;
}

export function zipUserData(data: CollectedData, storage: Storage): ZipResult {
  const zip = new ZipFile();
  const output = new PassThrough();
  zip.outputStream.pipe(output);
  const json = (name: string, value: unknown) =>
    zip.addBuffer(Buffer.from(`${JSON.stringify(value, null, 2)}\n`), name);
  const missing: string[] = [];
  const addFile = async (key: string, name: string) => {
    const stored = await storage.get(key);
    if (!stored) missing.push(name);
    else zip.addReadStream(stored.body, name, { size: stored.size });
  };

  const done = (async () => {
    const { user } = data;
    zip.addBuffer(Buffer.from(README), 'README.txt');
    json('profile.json', {
      id: user.id,
      name: user.name,
      email: user.email,
      email_verified: user.isVerified,
      language: user.language,
      credits: user.credits,
      created_at: user.createdAt,
      avatar: user.avatarKey ? `avatar.${extensionOf(user.avatarKey)}` : null,
      photo_url: user.photoUrl,
      renewal_reminders: user.notifyRenewals,
      deletion_due_at: user.deletionDueAt,
      linked_sign_ins: data.identities.map((identity) => ({
        provider: identity.provider,
        linked_at: identity.createdAt,
      })),
      sessions: data.sessions.map((session) => ({
        created_at: session.createdAt,
        last_seen_at: session.lastSeenAt,
        ended_at: session.revokedAt,
        user_agent: session.userAgent,
        ip_address: session.ipAddress,
      })),
    });
    json(
      'credits.json',
      data.ledger.map((row) => ({
        at: row.createdAt,
        change: row.delta,
        balance_after: row.balanceAfter,
        reason: row.reason,
        generation_id: row.generationId,
      })),
    );
    json(
      'payments.json',
      data.payments.map((payment) => ({
        id: payment.id,
        at: payment.createdAt,
        completed_at: payment.completedAt,
        kind: payment.kind,
        plan_id: payment.planId,
        period: payment.period,
        pack_id: payment.packId,
        amount_vnd: payment.amountVnd,
        gateway_amount: payment.gatewayAmount,
        gateway_currency: payment.gatewayCurrency,
        status: payment.status,
        failure_reason: payment.failureReason,
        credits: payment.credits,
        method: payment.method,
      })),
    );
    const generationEntries = [];
    for (const generation of data.generations) {
      const folder = `generations/${generation.id}`;
      const result = generation.resultKey
        ? `${folder}/result.${extensionOf(generation.resultKey)}`
        : null;
      if (generation.resultKey && result) await addFile(generation.resultKey, result);
      const inputs = [];
      for (const input of generation.inputs) {
        const own = input.storageKey.startsWith(`generation-inputs/${user.id}/`);
        const file = own
          ? `${folder}/${input.role}.${EXTENSIONS[input.contentType] ?? 'bin'}`
          : null;
        if (own && file) await addFile(input.storageKey, file);
        inputs.push({ role: input.role, file, sample_id: input.sampleId, asset_id: input.assetId });
      }
      generationEntries.push({
        id: generation.id,
        service: generation.service,
        status: generation.status,
        engine: generation.engine,
        credits_charged: generation.creditsCharged,
        created_at: generation.createdAt,
        finished_at: generation.finishedAt,
        error_code: generation.errorCode,
        shared: generation.shared,
        result,
        inputs,
      });
    }
    json('generations.json', generationEntries);
    const assetEntries = [];
    for (const asset of data.assets) {
      const file = `assets/${asset.id}-${safeName(asset.originalName)}`;
      await addFile(asset.storageKey, file);
      assetEntries.push({
        id: asset.id,
        kind: asset.kind,
        original_name: asset.originalName,
        mime_type: asset.mimeType,
        byte_size: asset.byteSize,
        width: asset.width,
        height: asset.height,
        created_at: asset.createdAt,
        file,
      });
    }
    json('assets.json', assetEntries);
    if (user.avatarKey) await addFile(user.avatarKey, `avatar.${extensionOf(user.avatarKey)}`);
    if (missing.length > 0) json('missing-files.json', missing);
    zip.end();
    return { missing };
  })();
  done.catch((error: unknown) => output.destroy(error as Error));
  return { stream: output, done };
}
