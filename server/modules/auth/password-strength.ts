/**
 * Which new passwords are refused as too easy to guess (docs/input-and-passwords.md,
 * "Passwords"): ones built from the user's own name or e-mail address, and ones an attacker's
 * list would try early — the common passwords and patterns that zxcvbn rates below
 * `MIN_SCORE`. Registration, password reset and password change all call
 * `assertStrongPassword`. Server-only: the lists (about 2 MB) never reach the browser.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { ERROR_CODES } from '../../../common/contracts/errors';
import { HttpError } from '../../http/errors';

/**
 * zxcvbn's score 3 means at least 10^8 guesses: out of reach of online guessing behind our
 * limits, and of offline guessing against argon2id for a good while.
 */
const MIN_SCORE = 3;

/**
 * Words of this service and the Vietnamese words most put into passwords ("mật khẩu" is
 * "password", the others "I love you"), which zxcvbn's English-based lists lack.
 */
const LOCAL_WORDS = [
  'matkhau',
  'anhyeuem',
  'emyeuanh',
  'yeuem',
  'yeuanh',
  'vietnam',
  'saigon',
  'hanoi',
  'studioai',
  'studio',
];

/** A personal word shorter than this is too weak a signal to refuse a password over. */
const MIN_WORD_LENGTH = 2;

/** Digits and symbols that stand for letters ("L4n", "Nguy3n"). */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '4': 'a',
  '@': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  '5': 's',
  $: 's',
  '7': 't',
};

export type PasswordProblem = 'personal' | 'common';

/** The i18n key (namespace `auth`) of each problem: the field's message. */
export const PASSWORD_PROBLEM_KEYS: Readonly<Record<PasswordProblem, string>> = {
  personal: 'validation.passwordPersonal',
  common: 'validation.passwordCommon',
};

let zxcvbn: ZxcvbnFactory | undefined;

/** Built on first use: reading the lists takes about 150 ms. */
function strengthMeter(): ZxcvbnFactory {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...dictionary, local: LOCAL_WORDS },
    graphs: adjacencyGraphs,
  });
  return zxcvbn;
}

/** Lower case, accents dropped, đ as d: "Nguyễn Đức" -> "nguyen duc". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'd').toLowerCase();
}

/** The words of the user's name and e-mail address, folded: "lan", "nguyen", "example", … */
function personalWords(user: { name: string; email: string }): string[] {
  const words = folded(`${user.name} ${user.email}`).split(/[^a-z]+/);
  return [...new Set(words.filter((word) => word.length >= MIN_WORD_LENGTH))];
}

const isLetter = (character: string) => /[a-z]/.test(character);

/**
 * Whether the password is nothing but the given words (any of them, any number of times, in
 * any order) among digits and symbols; a look-alike may stand for its letter or for nothing:
 * "LanNguyen2024!", "nguyen.lan", "L4nNguy3n1" for Lan Nguyễn.
 */
function builtFrom(password: string, words: string[]): boolean {
  const characters = Array.from(folded(password));
  const letterAt = characters.map((character) =>
    isLetter(character) ? character : LOOK_ALIKES[character],
  );
  const wordAt = (start: number, word: string) =>
    Array.from(word).every((letter, i) => letterAt[start + i] === letter);
  // readable[i]: the first i characters are words and skipped non-letters.
  const readable = [true, ...Array<boolean>(characters.length).fill(false)];
  for (let i = 0; i < characters.length; i++) {
    if (!readable[i]) continue;
    if (!isLetter(characters[i]!)) readable[i + 1] = true;
    for (const word of words) if (wordAt(i, word)) readable[i + word.length] = true;
  }
  return readable[characters.length]! && characters.some(isLetter);
}

/** Why `password` is too easy to guess for this user, or null when it is not. */
export function passwordProblem(
  password: string,
  user: { name: string; email: string },
): PasswordProblem | null {
  const words = personalWords(user);
  if (builtFrom(password, words)) return 'personal';
  const { score } = strengthMeter().check(password, [...words, user.name, user.email]);
  return score < MIN_SCORE ? 'common' : null;
}

/**
 * Refuses a password that is too easy to guess for this user: 400 weak_password, with the
 * problem's i18n key on `field` (the request's name for the new password).
 */
export function assertStrongPassword(
  password: string,
  user: { name: string; email: string },
  field = 'new_password',
): void {
  const problem = passwordProblem(password, user);
  if (!problem) return;
  const text =
    problem === 'personal'
      ? 'Do not build the password from your name or e-mail address.'
      : 'This password is too common or too easy to guess.';
  throw new HttpError(400, ERROR_CODES.weakPassword, text, {
    fields: { [field]: PASSWORD_PROBLEM_KEYS[problem] },
  });
}
