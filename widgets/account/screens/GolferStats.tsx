import { formatHandicap } from '../../../src/domain/account/profileChoices';
import { useSession } from '../../../src/ui/useSession';
import type { ScreenProps } from '../types';
import { usePartStyles } from './partStyles';

/** Handicap, skill, how often and why the golfer plays, in the words the API answers. */
export function GolferStats({ navigate }: ScreenProps) {
  const p = usePartStyles();
  const u = useSession().user;
  const rows = [
    ['Handicap', u?.handicapFriendly ?? formatHandicap(u?.handicap)],
    ['Skill level', u?.skillLevelFriendly],
    ['How often you play', u?.frequencyFriendly],
    ['Why you play', u?.focusFriendly],
  ] as const;
  return (
    <div className={p}>
      <dl className="tt-items">
        {rows.map(([label, value]) => (
          <div key={label} className="tt-row">
            <dt>
              <strong>{label}</strong>
            </dt>
            <dd style={{ margin: 0 }}>{value || 'Not set yet'}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="tt-button" onClick={() => navigate('golfer-stats-edit')}>
        Edit stats
      </button>
    </div>
  );
}
