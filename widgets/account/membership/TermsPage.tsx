import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import type { ScreenProps } from '../types';
import { Loaded } from './parts';

/**
 * A terms page of the marketplace (GET v6/pages/show/{slug}) as an account screen: the text comes
 * from the API, shown as text, so the bundle carries none of it.
 */
export const termsPage = (slug: string) =>
  function TermsPage(_: ScreenProps) {
    const { api } = useWidget();
    const page = useRequest(
      (signal) => api.get(`v6/pages/show/${slug}`, { signal }).then((r) => r.page),
      [api],
    );
    return (
      <Loaded req={page} what="the terms">
        {(p) => (
          <>
            <p>{p.intro}</p>
            {p.sections.map((s) => (
              <section key={s.heading}>
                <h3>{s.heading}</h3>
                {s.paragraphs.map((t) => (
                  <p key={t}>{t}</p>
                ))}
              </section>
            ))}
          </>
        )}
      </Loaded>
    );
  };
