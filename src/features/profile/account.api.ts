/** The profile page's calls (common/contracts/account.ts, common/contracts/sessions.ts). */
import type { Account, AccountUpdate, DataExport } from '../../../common/contracts/account';
import type {
  SessionListResponse,
  SessionsEndedResponse,
} from '../../../common/contracts/sessions';
import { apiRequest } from '../../lib/api/client';

type Message = { status: 'success'; message: string };

export const accountApi = {
  get: (signal?: AbortSignal) => apiRequest<Account>('/api/account', { signal }),
  update: (changes: AccountUpdate) =>
    apiRequest<Account>('/api/account', { method: 'PATCH', body: changes }),

  /** The square the media worker cropped (the server crops again, defensively). */
  uploadAvatar(image: Blob, name: string): Promise<Account> {
    const body = new FormData();
    body.append('file', image, name);
    return apiRequest<Account>('/api/account/avatar', { method: 'PUT', body });
  },
  removeAvatar: () => apiRequest<Account>('/api/account/avatar', { method: 'DELETE' }),

  /** Mails a code to the new address; the password is asked when the account has one. */
  requestEmailChange: (newEmail: string, currentPassword?: string) =>
    apiRequest<Message>('/api/account/email', {
      body: { new_email: newEmail, current_password: currentPassword },
    }),
  confirmEmailChange: (code: string) =>
    apiRequest<Account>('/api/account/email/confirm', { body: { code } }),
  cancelEmailChange: () => apiRequest<Account>('/api/account/email', { method: 'DELETE' }),

  /**
   * Ends every other session of the account (`ended` of them), and with `revokeApiAccess` its
   * API tokens and webhooks too.
   */
  changePassword: (
    newPassword: string,
    currentPassword: string | undefined,
    revokeApiAccess: boolean,
  ) =>
    apiRequest<SessionsEndedResponse>('/api/account/password', {
      method: 'PUT',
      body: {
        new_password: newPassword,
        current_password: currentPassword,
        revoke_api_access: revokeApiAccess,
      },
    }),

  sessions: (signal?: AbortSignal) => apiRequest<SessionListResponse>('/auth/sessions', { signal }),
  endSession: (id: string) =>
    apiRequest<SessionsEndedResponse>(`/auth/sessions/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    }),
  /**
   * Ends every session, this one too (the caller is signed out afterwards), and with
   * `revokeApiAccess` the API tokens and webhooks.
   */
  endAllSessions: (revokeApiAccess: boolean) =>
    apiRequest<SessionsEndedResponse>('/auth/sessions', {
      method: 'DELETE',
      body: { revoke_api_access: revokeApiAccess },
    }),

  requestExport: () => apiRequest<DataExport>('/api/account/exports', { method: 'POST' }),
  exports: (signal?: AbortSignal) =>
    apiRequest<{ exports: DataExport[] }>('/api/account/exports', { signal }),

  /** For an account without a password: mails the code that confirms a deletion. */
  sendDeletionCode: () => apiRequest<Message>('/api/account/deletion/code', { method: 'POST' }),
  requestDeletion: (proof: { password: string } | { code: string }) =>
    apiRequest<Account>('/api/account/deletion', { body: proof }),
  cancelDeletion: () => apiRequest<Account>('/api/account/deletion', { method: 'DELETE' }),
};
