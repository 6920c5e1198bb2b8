/**
 * Sign in with Apple on the web comes back to the marketplace as a link (spec 02 §2):
 * `/sign-in?provider=apple&apple_code=…&path=…` triggers the social sign-in with the code as its
 * token, then the golfer goes on to `path` (where they were when they chose Apple).
 */
export interface AppleReturn {
  /** Apple's one-time code: the `token` of POST v6/users/sign-in/socially. */
  code: string;
  /** Where to go after signing in; null when missing or not a path of this site. */
  path: string | null;
}

/** A path on this site (`/…`), never another origin (`//host`, `/\host`, a scheme). */
export function localPath(path: string | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || /[\\\s]/.test(path)) return null;
  return path;
}

/** The Apple return of the sign-in screen's params; null when the link is not one (or has no code). */
export function appleReturn(params: Record<string, string | undefined>): AppleReturn | null {
  const code = params.apple_code?.trim();
  if (params.provider !== 'apple' || !code) return null;
  return { code, path: localPath(params.path) };
}
