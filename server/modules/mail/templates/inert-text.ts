/**
 * Text a stranger typed, made fit to quote in a mail that goes to whatever address they typed
 * (the contact receipt): short, and with nothing a mail app would turn into a link
 * (docs/input-and-passwords.md, "The contact receipt").
 */

/** `scheme://` of any scheme, and `http:`, `https:`, `mailto:` however they go on. */
const SCHEME = /\b[a-z][a-z0-9+.-]*:\/\/|\b(?:https?|mailto)\b:?\/*/gi;
/**
 * Host names as mail apps recognise them ("evil.example", "www.x.vn", the domain of an
 * address): labels joined by dots, the last one 2 to 24 ASCII letters; and IPv4 addresses.
 */
const HOST = /\b(?:[a-z0-9-]+\.)+[a-z]{2,24}\b|\b\d{1,3}(?:\.\d{1,3}){3}\b/gi;

/** The text with URL schemes dropped and the dots of host names written `[.]`. */
export function withoutLinks(text: string): string {
  return text.replace(SCHEME, '').replace(HOST, (host) => host.replaceAll('.', '[.]'));
}

/** The first `maxLength` characters of the text, on one line, and `…` when there was more. */
export function excerpt(text: string, maxLength: number): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  if (characters.length <= maxLength) return characters.join('');
  return `${characters.slice(0, maxLength).join('').trimEnd()}…`;
}
