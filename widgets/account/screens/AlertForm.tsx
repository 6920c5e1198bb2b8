import { ApiError } from '../../../src/core/apiError';
import {
  ALERT_DAYS,
  ALERT_FLAGS,
  ALERT_HOLES,
  ALERT_PLAYERS,
  alertBody,
  alertErrorField,
  alertForm,
  alertFormErrors,
  frequencyLabel,
  newAlertForm,
  type AlertFlag,
  type PriceAlert,
} from '../../../src/domain/account/priceAlertForm';
import type { Choice } from '../../../src/domain/account/profileChoices';
import { TextField } from '../../../src/ui/TextField';
import { useWidget } from '../../../src/ui/WidgetContext';
import { useAccountStyles } from '../styles';
import { useAccountForm, type AccountForm, type Fields } from '../useAccountForm';
import { Check, fieldError, FormEnd, invalid, SelectField } from './formParts';

interface AlertFormProps {
  /** The alert being edited; null for a new one. */
  alert: PriceAlert | null;
  /** New alert: the places it may watch (`course:<id>` / `city:<id>`), the first chosen. */
  targets: readonly Choice[];
  frequencyLimit: number;
  placeName: string;
  onSaved: (said: string) => void;
  onCancel: () => void;
  /** The API answered 403 membership_required. */
  onUpsell: (message: string, offerUrl: string) => void;
}

const SHOWN = [
  'target',
  'frequency',
  'players',
  'days',
  'holes',
  'minPrice',
  'maxPrice',
  'atLeastNHoursBeforeSunset',
];
const HOURS: Choice[] = Array.from({ length: 12 }, (_, i) => [String(i + 1), `${i + 1} h before sunset`]);

/** A group of checkboxes (or radio buttons) with the rule it breaks under it. */
function Group(props: {
  form: AccountForm;
  legend: string;
  field: string;
  items: ReadonlyArray<readonly [name: string, label: string]>;
  radio?: boolean;
}) {
  const { form, legend, field, items, radio } = props;
  const error = form.errors[field];
  return (
    <fieldset aria-describedby={error ? `tt-${field}-e` : undefined}>
      <legend>{legend}</legend>
      <div className="tt-checks">
        {items.map(([name, label]) => (
          <Check
            key={name}
            name={radio ? field : name}
            radio={radio ? name : undefined}
            label={label}
            checked={radio ? form.fields[field] === name : form.fields[name] === 'on'}
            onValue={(on) => (radio ? form.set(field)(name) : form.set(name)(on ? 'on' : ''))}
          />
        ))}
      </div>
      {error && (
        <p id={`tt-${field}-e`} className="tt-field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const valuesOf = (f: Fields) => ({
  ...newAlertForm(f.target),
  minPrice: f.minPrice ?? '',
  maxPrice: f.maxPrice ?? '',
  atLeastNHoursBeforeSunset: f.atLeastNHoursBeforeSunset ?? '',
  frequency: f.frequency ?? '',
  isActive: f.isActive === 'on',
  flags: Object.fromEntries(ALERT_FLAGS.map((k) => [k, f[k] === 'on'])) as Record<AlertFlag, boolean>,
});

/** Add or edit a price alert: the spec's rules beside their fields, the API's answers too. */
export function AlertForm(props: AlertFormProps) {
  const { alert, targets, frequencyLimit, placeName, onSaved, onCancel, onUpsell } = props;
  const { api } = useWidget();
  const s = useAccountStyles();
  const start = alert ? alertForm(alert) : newAlertForm(targets[0]?.[0]);
  const form = useAccountForm({
    ...start,
    isActive: start.isActive ? 'on' : '',
    ...Object.fromEntries(ALERT_FLAGS.map((k) => [k, start.flags[k] ? 'on' : ''])),
  } as unknown as Fields);

  return (
    <form
      noValidate
      onSubmit={form.submit(async (f) => {
        const values = valuesOf(f);
        const broken = alertFormErrors(values, frequencyLimit);
        if (Object.keys(broken).length) throw invalid(broken);
        try {
          if (alert) await api.patch(`v6/alerts/${encodeURIComponent(alert.id)}`, alertBody(values));
          else await api.post('v6/alerts', alertBody(values));
        } catch (e) {
          if (!(e instanceof ApiError)) throw e;
          if (e.status === 403 && e.code === 'membership_required')
            return onUpsell(e.message, e.offerUrl ?? '/membership');
          const field = alertErrorField(e.status);
          if (field) throw invalid({ [field]: e.message }, '', e.status);
          const { courseId, cityId, ...rest } = e.validationErrors ?? {};
          const place = courseId ?? cityId;
          e.validationErrors = place ? { ...rest, target: place } : rest;
          throw e;
        }
        onSaved(alert ? 'Your price alert was saved.' : 'Your price alert is set.');
      })}
    >
      {alert ? (
        <p>
          <strong>{placeName}</strong>
          {form.errors.target && <span className="tt-field-error"> {form.errors.target}</span>}
        </p>
      ) : (
        <SelectField
          name="target"
          label="Course or city to watch"
          choices={targets}
          blank="Choose a course or city"
          value={form.fields.target ?? ''}
          onValue={form.set('target')}
          error={form.errors.target}
        />
      )}
      <Group
        form={form}
        legend="Players"
        field="players"
        items={ALERT_PLAYERS.map((k) => [k, `${k.slice(4)} ${k === 'for_1' ? 'player' : 'players'}`])}
      />
      <Group
        form={form}
        legend="Holes"
        field="holes"
        items={ALERT_HOLES.map((k) => [k, `${k.slice(6)} holes`])}
      />
      <Group
        form={form}
        legend="Days"
        field="days"
        items={ALERT_DAYS.map((k) => [k, k[0]!.toUpperCase() + k.slice(1)])}
      />
      <TextField
        name="minPrice"
        label="Lowest price per player ($, optional)"
        inputMode="decimal"
        value={form.fields.minPrice ?? ''}
        onValue={form.set('minPrice')}
        error={fieldError('The lowest price', form.errors.minPrice)}
      />
      <TextField
        name="maxPrice"
        label="Highest price per player ($, optional)"
        inputMode="decimal"
        value={form.fields.maxPrice ?? ''}
        onValue={form.set('maxPrice')}
        error={fieldError('The highest price', form.errors.maxPrice)}
      />
      <SelectField
        name="atLeastNHoursBeforeSunset"
        label="Tee off at least"
        blank="Any time of day"
        choices={HOURS}
        value={form.fields.atLeastNHoursBeforeSunset ?? ''}
        onValue={form.set('atLeastNHoursBeforeSunset')}
        error={form.errors.atLeastNHoursBeforeSunset}
      />
      <Group
        form={form}
        legend="E-mails"
        field="frequency"
        radio
        items={Array.from({ length: frequencyLimit }, (_, i) => [String(i + 1), frequencyLabel(i + 1)])}
      />
      {alert && (
        <Check
          name="isActive"
          label="Send me e-mails for this alert"
          checked={form.fields.isActive === 'on'}
          onValue={(on) => form.set('isActive')(on ? 'on' : '')}
        />
      )}
      <FormEnd form={form} label="Save alert" busyLabel="Saving…" shown={SHOWN} keep />
      <div className={s.actions}>
        <button type="button" className="tt-link" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
