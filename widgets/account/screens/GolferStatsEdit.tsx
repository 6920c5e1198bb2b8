import {
  formatHandicap,
  FREQUENCY_CHOICES,
  parseHandicap,
  SKILL_CHOICES,
} from '../../../src/domain/account/profileChoices';
import { TextField } from '../../../src/ui/TextField';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import type { ScreenProps } from '../types';
import { useAccountForm } from '../useAccountForm';
import { fieldError, FormEnd, invalid, saveProfile, SelectField } from './formParts';

const SHOWN = ['handicap', 'skillLevel', 'frequency'];

/** Handicap (12.4, or +2 below scratch), skill level and how often the golfer plays. */
export function GolferStatsEdit({ navigate }: ScreenProps) {
  const { api } = useWidget();
  const u = useSession().user;
  const form = useAccountForm({
    handicap: formatHandicap(u?.handicap),
    skillLevel: u?.skillLevel ?? '',
    frequency: u?.frequency ?? '',
  });
  return (
    <form
      noValidate
      onSubmit={form.submit(async (f) => {
        const handicap = parseHandicap(f.handicap ?? '');
        if ('error' in handicap) throw invalid({ handicap: handicap.error }, handicap.error);
        await saveProfile(api, {
          handicap: handicap.value,
          skillLevel: f.skillLevel || null,
          frequency: f.frequency || null,
        });
        navigate('golfer-stats');
      })}
    >
      <TextField
        name="handicap"
        label="Handicap (e.g. 12.4, or +2 below scratch)"
        inputMode="text"
        value={form.fields.handicap ?? ''}
        onValue={form.set('handicap')}
        error={fieldError('Handicap', form.errors.handicap)}
      />
      <SelectField
        name="skillLevel"
        label="Skill level"
        choices={SKILL_CHOICES}
        value={form.fields.skillLevel ?? ''}
        onValue={form.set('skillLevel')}
        error={form.errors.skillLevel}
      />
      <SelectField
        name="frequency"
        label="How often you play"
        choices={FREQUENCY_CHOICES}
        value={form.fields.frequency ?? ''}
        onValue={form.set('frequency')}
        error={form.errors.frequency}
      />
      <FormEnd form={form} label="Save stats" busyLabel="Saving…" shown={SHOWN} />
    </form>
  );
}
