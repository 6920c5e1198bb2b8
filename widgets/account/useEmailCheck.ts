import { useEffect, useState } from 'react';
import type { ApiClient } from '../../src/core/apiClient';

/** How long typing pauses before the e-mail is checked. */
export const EMAIL_CHECK_PAUSE_MS = 400;

/**
 * Sign-up's e-mail, checked as it is typed (`GET v6/users/valid`, spec 02 §7): once it looks like
 * an address and typing pauses, the API says whether it can be used. Returns the API's words when
 * it cannot ("This e-mail is already registered."), else ''. A failed check says nothing: sign-up
 * itself still checks.
 */
export function useEmailCheck(api: ApiClient, typed: string | undefined): string {
  const email = (typed ?? '').trim();
  const [problem, setProblem] = useState<{ email: string; message: string } | null>(null);
  const looksLikeOne = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
  useEffect(() => {
    if (!looksLikeOne) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .get('v6/users/valid', {
          params: { email },
          signal: controller.signal,
        })
        .then(
          (a) => setProblem(a.valid ? null : { email, message: a.message || 'This e-mail cannot be used.' }),
          () => undefined,
        );
    }, EMAIL_CHECK_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, email, looksLikeOne]);
  return problem?.email === email ? problem.message : '';
}
