/** Reads a JWT's claims without verifying it: the server verifies; the client only schedules. */
export interface TokenClaims {
  sub?: string;
  exp?: number;
  iat?: number;
}

export function readTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(base64));
    return typeof claims === 'object' && claims !== null ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}
