import { useState, type FormEvent } from 'react';
import { DEFAULT_COUNTRY_ISO2 } from '../../../src/core/countries';
import { CountrySelect } from '../../../src/ui/CountrySelect';
import { TextField } from '../../../src/ui/TextField';
import { useWidget } from '../../../src/ui/WidgetContext';

const BLANK = {
  customerName: '',
  customerEmail: '',
  courseName: '',
  addressCity: '',
  addressState: '',
  addressZipcode: '',
  addressCountry: DEFAULT_COUNTRY_ISO2,
};
/** Where the course is: not required (the name alone is a suggestion). */
const OPTIONAL = new Set<string>(['addressCity', 'addressState', 'addressZipcode']);

/**
 * "Can't find your course?" on the home (spec 02 §3 course suggestion: name, e-mail, course, city,
 * state, zip and country, ISO2, the US by default): POST course_suggestions,
 * then each later send completes it by id (POST course_suggestions/{id}). A failed send keeps
 * what was typed and says why.
 */
export function HomeSuggestCourse() {
  const { api } = useWidget();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(BLANK);
  const [id, setId] = useState('');
  const [note, setNote] = useState({ text: '', error: false });
  const [busy, setBusy] = useState(false);
  const field = (label: string, name: Exclude<keyof typeof BLANK, 'addressCountry'>, type?: 'email') => (
    <TextField
      label={label}
      name={name}
      type={type}
      value={form[name]}
      required={!OPTIONAL.has(name)}
      onValue={(v) => setForm((f) => ({ ...f, [name]: v }))}
    />
  );
  const send = async (e: FormEvent) => {
    e.preventDefault();
    // What the form shows now, not the last render's state (autofill, or a choice, then Enter at once).
    const sent = {
      ...form,
      ...(Object.fromEntries(new FormData(e.currentTarget as HTMLFormElement)) as Partial<typeof BLANK>),
    };
    setForm(sent);
    setBusy(true);
    try {
      // Completing by id reads the course and its place only (the name and e-mail are left out there).
      const { courseSuggestion } = await (id
        ? api.post(`v6/course_suggestions/${id}`, sent)
        : api.post('v6/course_suggestions', sent));
      setId(courseSuggestion.id);
      setNote({
        text: `Thanks! We have your suggestion of ${sent.courseName}. Change anything and send again.`,
        error: false,
      });
    } catch (err) {
      setNote({ text: `${(err as Error).message} Nothing was lost: fix it and send again.`, error: true });
    }
    setBusy(false);
  };
  return (
    <section aria-labelledby="tt-suggest">
      <h2 id="tt-suggest">Can't find your course?</h2>
      <button type="button" className="tt-link" aria-expanded={open} onClick={() => setOpen(!open)}>
        Suggest a course
      </button>
      {open && (
        <form onSubmit={send}>
          {!id && field('Your name', 'customerName')}
          {!id && field('E-mail', 'customerEmail', 'email')}
          {field('Course name', 'courseName')}
          {field('City', 'addressCity')}
          {field('State', 'addressState')}
          {field('Zip or postal code', 'addressZipcode')}
          <CountrySelect
            label="Country"
            name="addressCountry"
            value={form.addressCountry}
            onValue={(v) => setForm((f) => ({ ...f, addressCountry: v }))}
          />
          {note.error ? (
            <p role="alert" className="tt-form-error">
              {note.text}
            </p>
          ) : (
            <p role="status">{note.text}</p>
          )}
          <button type="submit" className="tt-button" disabled={busy}>
            {id ? 'Update suggestion' : 'Send suggestion'}
          </button>
        </form>
      )}
    </section>
  );
}
