/**
 * Where the access token and the cached user live (docs/product-rules.md#user-and-token; the bearer
 * token from local storage, docs/product-rules.md#api-calls). Keys are versioned by name: do not
 * rename without a migration.
 */
export const TOKEN_KEY = 'studio.auth.token';
export const CACHED_USER_KEY = 'studio.auth.user';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the session then lasts as long as the page.
  }
}

export const tokenStore = {
  getToken: () => read(TOKEN_KEY),
  setToken: (token: string | null) => write(TOKEN_KEY, token),
  getCachedUser<T>(): T | null {
    const raw = read(CACHED_USER_KEY);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setCachedUser: (user: unknown) =>
    write(CACHED_USER_KEY, user === null ? null : JSON.stringify(user)),
  clear() {
    write(TOKEN_KEY, null);
    write(CACHED_USER_KEY, null);
  },
};
