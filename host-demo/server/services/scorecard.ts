import { createPrng } from '../seed/prng';

export interface ScorecardHole {
  hole: number;
  par: number;
  yards: number;
  handicap: number;
}

export interface ScorecardTee {
  tee_name: string;
  tee_color: string;
  rating: number;
  slope: number;
  total_yards: number;
  holes: ScorecardHole[];
}

function pars(numHoles: number, parScore: number, rng: ReturnType<typeof createPrng>): number[] {
  const list = Array.from({ length: numHoles }, () => 4);
  let diff = parScore - numHoles * 4;
  let guard = 0;
  while (diff !== 0 && guard++ < 200) {
    const i = rng.int(0, numHoles - 1);
    if (diff > 0 && list[i] === 4) {
      list[i] = 5;
      diff--;
    } else if (diff < 0 && list[i] === 4) {
      list[i] = 3;
      diff++;
    }
  }
  return list;
}

const YARDS: Record<number, [number, number]> = { 3: [135, 215], 4: [330, 450], 5: [480, 580] };

/** A deterministic scorecard for a course: men's tees and ladies' tees. */
export function scorecardFor(course: {
  id: string;
  num_holes: number;
  par_score: number;
  score: number;
  slope: number;
}) {
  const rng = createPrng(`scorecard|${course.id}`);
  const parList = pars(course.num_holes, course.par_score, rng);
  const handicaps = parList.map((_, i) => i + 1).sort(() => rng.next() - 0.5);
  const base = parList.map((par) => {
    const [min, max] = YARDS[par] ?? [300, 400];
    return rng.int(min, max);
  });
  const tee = (
    name: string,
    color: string,
    factor: number,
    ratingDelta: number,
    slopeDelta: number,
  ): ScorecardTee => {
    const holes = parList.map((par, i) => ({
      hole: i + 1,
      par,
      yards: Math.round((base[i] ?? 300) * factor),
      handicap: handicaps[i] ?? i + 1,
    }));
    return {
      tee_name: name,
      tee_color: color,
      rating: Math.round((course.score + ratingDelta) * 10) / 10,
      slope: course.slope + slopeDelta,
      total_yards: holes.reduce((s, h) => s + h.yards, 0),
      holes,
    };
  };
  return {
    scorecard: [tee('Championship', 'black', 1.05, 1.5, 6), tee('Middle', 'white', 0.95, 0, 0)],
    scorecard_lady: [tee('Forward', 'red', 0.82, -2.5, -8)],
  };
}
