/** The sandbox's contests (GET v6/contests): one running this month and next, one opening after it. */
export interface Contest {
  id: string;
  title: string;
  description: string;
  prize: string;
  starts_at: string;
  ends_at: string;
}

const monthStart = (now: Date, add: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + add, 1));

/** The contests on the clock's date, the running one first; windows follow the clock, so they never go stale. */
export function contestsAt(now: Date): { running: Contest[]; upcoming: Contest[] } {
  const ends = new Date(monthStart(now, 2).getTime() - 1000);
  const running: Contest = {
    id: `contest-${monthStart(now, 0).toISOString().slice(0, 7)}`,
    title: 'Hole-in-one season',
    description: 'Book any round this month or next and you are entered to win a golf weekend for four.',
    prize: 'A golf weekend for four: two nights and two rounds',
    starts_at: monthStart(now, 0).toISOString(),
    ends_at: ends.toISOString(),
  };
  const upcoming: Contest = {
    id: `contest-${monthStart(now, 2).toISOString().slice(0, 7)}`,
    title: 'Play more, win more',
    description: 'Every round booked earns one entry; five rounds earn ten.',
    prize: 'A year of free green fees at your favourite course',
    starts_at: monthStart(now, 2).toISOString(),
    ends_at: new Date(monthStart(now, 4).getTime() - 1000).toISOString(),
  };
  return { running: [running], upcoming: [upcoming] };
}
