import {
  FOCUS_CHOICES,
  FREQUENCY_CHOICES,
  GENDER_CHOICES,
  SKILL_CHOICES,
} from '../../../src/domain/account/profileChoices';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import type { ScreenProps } from '../types';
import { useAccountForm } from '../useAccountForm';
import { FormEnd, saveProfile, SelectField } from './formParts';

const LISTS = [
  ['gender', 'Gender', GENDER_CHOICES],
  ['skillLevel', 'Skill level', SKILL_CHOICES],
  ['frequency', 'How often you play', FREQUENCY_CHOICES],
  ['focus', 'Why you play', FOCUS_CHOICES],
] as const;
const SHOWN = LISTS.map(([k]) => k);

/** The golfer profile's choice lists (spec 02 §3): gender, skill, how often and why they play. */
export function MyProfile({ navigate }: ScreenProps) {
  const { api } = useWidget();
  const user = useSession().user;
  const form = useAccountForm(Object.fromEntries(SHOWN.map((k) => [k, user?.[k] ?? ''])));
  return (
    <form
      noValidate
      onSubmit={form.submit(async (f) => {
        await saveProfile(api, Object.fromEntries(SHOWN.map((k) => [k, f[k] || null])));
        return 'Your golfer profile was saved.';
      })}
    >
      <p>This helps us suggest courses and tee times that suit you.</p>
      {LISTS.map(([name, label, choices]) => (
        <SelectField
          key={name}
          name={name}
          label={label}
          choices={choices}
          value={form.fields[name] ?? ''}
          onValue={form.set(name)}
          error={form.errors[name]}
        />
      ))}
      <FormEnd form={form} label="Save profile" busyLabel="Saving…" shown={SHOWN} />
      <p>
        <button type="button" className="tt-link" onClick={() => navigate('golfer-stats')}>
          See your golfer stats
        </button>
      </p>
    </form>
  );
}
