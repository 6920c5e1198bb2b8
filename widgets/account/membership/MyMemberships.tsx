import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import type { ScreenProps } from '../types';
import { Loaded } from './parts';

/** The golfer's course memberships, each opening its membership page. */
export function MyMemberships({ navigate }: ScreenProps) {
  const { api } = useWidget();
  const list = useRequest(
    (signal) =>
      api.get('membership-program/Membership/getMemberships', { signal }).then((a) => a.memberships),
    [api],
  );
  return (
    <Loaded req={list} what="your memberships">
      {(ms) =>
        ms.length === 0 ? (
          <p>You have no course memberships.</p>
        ) : (
          <ul>
            {ms.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  className="tt-link"
                  onClick={() => navigate('membership-page', { courseId: m.courseId })}
                >
                  {m.programName}
                </button>{' '}
                ({m.status})
              </li>
            ))}
          </ul>
        )
      }
    </Loaded>
  );
}
