/**
 * Password hashing: argon2id through @node-rs/argon2 (the `argon2` package's binary segfaults
 * here, docs/architecture.md#password-hashing). Its defaults are argon2id, m=19 MiB, t=2, p=1 —
 * OWASP's recommended minimum — about 21 ms a hash on this machine.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` matches `passwordHash`. Without a hash (an unknown e-mail, or an account
 * that signs in through Google only) a dummy hash is checked anyway, so a login for an account
 * that does not exist takes as long as a wrong password (same answer for both,
 * docs/product-rules.md#auth-toasts).
 */
export async function verifyPassword(passwordHash: string | null, password: string) {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const matches = await verify(passwordHash ?? (await dummyHash), password);
  return matches && passwordHash !== null;
}
