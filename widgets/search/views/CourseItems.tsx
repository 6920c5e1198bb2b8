import { useAtom } from 'jotai';
import { useState } from 'react';
import { getSession } from '../../../src/core/session';
import type { CourseListItem } from '../../../src/domain/search/courseList';
import { SignInDialog } from '../../../src/ui/SignInDialog';
import { favoritesAtom } from '../store';
import type { ListBanner, ListCourse, ListDeal } from '../types';
import type { CourseChoice } from '../useGo';
import { CourseCard } from './CourseCard';
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
  const [favorites, setFavorites] = useAtom(favoritesAtom);
  const [askSignIn, setAskSignIn] = useState(false);
  // Kept locally: the sandbox API has no favourite_courses calls (spec: toggling flips isFavorite locally).
  const toggle = (c: ListCourse) => {
    if (!getSession().get().user) return setAskSignIn(true);
    setFavorites((all) => ({ ...all, [c.id]: !(all[c.id] ?? c.isFavorite ?? false) }));
  };
  return (
    <>
      <ul className="tt-list" aria-busy={busy}>
        {items.map((item) => (
          <li key={item.key}>
            {item.type === 'Course' && (
              <CourseCard
                course={item.course}
                locale={locale}
                favorite={favorites[item.course.id] ?? item.course.isFavorite ?? false}
                hotDeal={hotDeals.includes(item.course.id)}
                onSelect={() => selectCourse(item.course)}
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
