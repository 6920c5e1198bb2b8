import { useId, useState } from 'react';
import type { Profile } from '../../../src/core/profile';
import { getSession } from '../../../src/core/session';
import { useWidget } from '../../../src/ui/WidgetContext';
import { Avatar } from './Avatar';

/** The golfer's picture and a way to change it (POST v6/users/avatar, form data). */
export function AvatarUpload({ user }: { user: Profile | null }) {
  const { api } = useWidget();
  const id = useId();
  const [state, setState] = useState({ busy: false, said: '', failed: false });
  return (
    <div className="tt-row">
      <Avatar user={user} />
      <div className="tt-field">
        <label htmlFor={id}>{user?.avatarUrl ? 'Change your picture' : 'Add a picture'}</label>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          disabled={state.busy}
          aria-describedby={`${id}-s`}
          onInput={async (e) => {
            const input = e.currentTarget;
            const file = input.files?.[0];
            if (!file || !user) return;
            const data = new FormData();
            data.append('avatar', file);
            setState({ busy: true, said: 'Uploading your picture…', failed: false });
            try {
              const { avatarUrl } = await api.post('v6/users/avatar', data);
              getSession().setProfile({ ...user, avatarUrl });
              setState({ busy: false, said: 'Your picture was updated.', failed: false });
            } catch (err) {
              setState({ busy: false, said: (err as Error).message, failed: true });
            }
            input.value = '';
          }}
        />
        <p id={`${id}-s`} className={state.failed ? 'tt-field-error' : 'tt-muted'} role="status">
          {state.said || 'A PNG, JPEG, GIF or WebP picture up to 512 KB.'}
        </p>
      </div>
    </div>
  );
}
