import { DEFAULT_COUNTRY_ISO2 } from '../../../src/core/countries';
import { profileFromAnswer } from '../../../src/core/profile';
import { getSession } from '../../../src/core/session';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import { sendOn } from '../sendOn';
import { useAccountStyles } from '../styles';
import type { ScreenProps } from '../types';
import { useAccountForm } from '../useAccountForm';
import { COUNTRY, FIRST_NAME, FormFields, LAST_NAME, ZIP } from '../views/FormFields';
import { FormStatus } from '../views/FormStatus';

/**
 * The data check after sign-in (/login-verifycustomerdetails): the golfer confirms or corrects
 * name, country and zip (PATCH v6/users with `is_data_checked: true`), then goes on: welcome when
 * owed, then where they were going.
 */
export function DataCheck({ navigate, leave }: ScreenProps) {
  const { api } = useWidget();
  const s = useAccountStyles();
  const user = useSession().user;
  const form = useAccountForm({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    addressCountryIso2: user?.addressCountryIso2 ?? '',
    addressZipcode: user?.addressZipcode ?? '',
  });
  return (
    <form
      noValidate
      onSubmit={form.submit(async (f) => {
        const answer = await api.patch('v6/users', {
          firstName: f.firstName ?? '',
          lastName: f.lastName ?? '',
          addressCountryIso2: f.addressCountryIso2 || DEFAULT_COUNTRY_ISO2,
          addressZipcode: f.addressZipcode ?? '',
          isDataChecked: true,
        });
        const checked = profileFromAnswer(answer);
        if (checked) getSession().setProfile(checked);
        sendOn(checked, navigate, leave);
      })}
    >
      <p>Before you go on, please check that these details are right. Courses need them for your bookings.</p>
      <FormFields form={form} fields={[FIRST_NAME, LAST_NAME, COUNTRY, ZIP]} />
      <FormStatus form={form} />
      <div className={s.actions}>
        <button type="submit" className="tt-button" disabled={form.busy}>
          {form.busy ? 'Saving…' : 'These are right, go on'}
        </button>
      </div>
    </form>
  );
}
