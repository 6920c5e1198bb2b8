import { favoriteCourseIds, favoritesChanged, forgetFavorites } from '../../../src/core/favoriteCourses';
import { useAtom, useAtomValue } from 'jotai';
import { useLayoutEffect, useState } from 'react';
import type { CourseListItem } from '../../../src/domain/search/courseList';
import { SignInDialog } from '../../../src/ui/SignInDialog';
import { useFirstItems } from '../../../src/ui/useFirstItems';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import { favoritesAtom, filtersAtom } from '../store';
import type { ListBanner, ListCourse, ListDeal } from '../types';
import type { CourseChoice } from '../useGo';
import { CourseCard } from './CourseCard';
import { FIRST_CARDS } from '../firstCards';
import { DealEntry } from './DealEntry';

interface Props {
  items: CourseListItem<ListCourse, ListDeal>[];
  busy: boolean;
  /** Ids of courses with a current deal (their cards carry the hot-deal mark). */
  hotDeals: string[];
  banner?: ListBanner;
  locale?: string;
  selectCourse: (c: CourseChoice) => void;
}

/** The interleaved list: course cards, deal entries and membership banners; favourites. */
export function CourseItems({ items, busy, hotDeals, banner, locale, selectCourse }: Props) {
  const { api } = useWidget();
  const user = useSession().user?.id;
  const [favorites, setFavorites] = useAtom(favoritesAtom);
  const { players } = useAtomValue(filtersAtom);
  const [askSignIn, setAskSignIn] = useState(false);
  const shown = useFirstItems(FIRST_CARDS);
  // The golfer's favourites live on the server (v6/favorite_courses), shared with <teetime-account>,
  // and in the session cache for 4 minutes (core/favoriteCourses; a change marks it stale).
  // Asked for as the list commits (a heart tapped before an effect after the paint would be
  // wiped by it), and a heart tapped while they load keeps its new state (the list may predate it).
  useLayoutEffect(() => {
    setFavorites({});
    if (user)
      favoriteCourseIds(api, String(user)).then(
        (ids) =>
          setFavorites((tapped) => ({
            ...Object.fromEntries(ids.map((id) => [id, true])),
            ...tapped,
          })),
        () => 0,
      );
  }, [api, user, setFavorites]);
  const toggle = (c: ListCourse) => {
    if (!user) return setAskSignIn(true);
    const on = !(favorites[c.id] ?? c.isFavorite);
    const set = (v: boolean) => setFavorites((all) => ({ ...all, [c.id]: v }));
    set(on);
    (on
      ? api.post('v6/favorite_courses', { courseId: c.id })
      : api.delete(`v6/favorite_courses/${c.id}`)
    ).then(
      () => favoritesChanged(api, String(user)),
      () => {
        forgetFavorites(api, String(user));
        set(!on);
      },
    );
  };
  return (
    <>
      <ul className="tt-list" aria-busy={busy || items.length > shown}>
        {items.slice(0, shown).map((item) => (
          <li key={item.key}>
            {item.type === 'Course' && (
              <CourseCard
                course={item.course}
                locale={locale}
                players={players}
                favorite={favorites[item.course.id] ?? item.course.isFavorite ?? false}
                hotDeal={hotDeals.includes(item.course.id)}
                onSelect={(time) => selectCourse({ ...item.course, time })}
                onFavorite={() => toggle(item.course)}
              />
            )}
            {item.type === 'Deal' && <DealEntry deal={item.deal} locale={locale} onSelect={selectCourse} />}
            {item.type === 'Banner' && (
              <div className="tt-banner">
                <strong>{banner?.title ?? 'Network membership'}</strong>{' '}
                {banner?.body ?? 'Member rates at thousands of courses, no booking fees.'}
              </div>
            )}
          </li>
        ))}
      </ul>
      <SignInDialog
        open={askSignIn}
        onClose={() => setAskSignIn(false)}
        reason="Sign in to save favourite courses."
      />
    </>
  );
}
