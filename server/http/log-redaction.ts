/**
 * What the request log keeps of a request's address (docs/architecture.md#request-logs): the query
 * value of every parameter whose name says it carries a credential is replaced, so reset links
 * (`token`), newsletter links (`token`), signed media and export links (`sig`), the sandbox's
 * signed pages (`signature`), a gateway's hash (`vnp_SecureHash`), an OAuth `code` and anything
 * named like a key, a secret or a password never reach the log, in any environment. The rest
 * of the address stays, so a log line still says which route was asked.
 */

export const REDACTED = '[redacted]';

/**
 * Query parameter names whose values are credentials: by the words they contain, so a new
 * route's `reset_token` or `api_key` is covered without being listed.
 */
const CREDENTIAL_PARAMETER = /token|sig|secret|passw|key|hash|^code$/i;

function parameterName(rawName: string): string {
  try {
    return decodeURIComponent(rawName.replaceAll('+', ' '));
  } catch {
    return rawName;
  }
}

/** `url` (path and query) with the values of its credential parameters replaced. */
export function redactedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const rawName = equals === -1 ? part : part.slice(0, equals);
      if (!CREDENTIAL_PARAMETER.test(parameterName(rawName))) return part;
      return equals === -1 ? part : `${rawName}=${REDACTED}`;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** Fastify's own request serializer, with the address redacted. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
