import { createElement } from 'react';
import { EMAIL_LISTS, PUSH_LISTS } from '../../../src/domain/account/mailingLists';
import type { ScreenMap, ScreenProps } from '../types';
import { ConfirmDeletion } from './ConfirmDeletion';
import { ConsentPreferences } from './ConsentPreferences';
import { DeleteAccount } from './DeleteAccount';
import { Unsubscribe } from './Unsubscribe';

/** E-mail and message preferences, unsubscribe links, account deletion. */
export const preferenceScreens: ScreenMap = {
  'communication-preferences': (p: ScreenProps) =>
    createElement(ConsentPreferences, {
      ...p,
      lists: EMAIL_LISTS,
      legend: 'Marketing e-mails I want',
      other: ['message-preferences', 'App notifications'],
    }),
  'message-preferences': (p: ScreenProps) =>
    createElement(ConsentPreferences, {
      ...p,
      lists: PUSH_LISTS,
      legend: 'App notifications I want',
      other: ['communication-preferences', 'E-mail preferences'],
    }),
  unsubscribe: Unsubscribe,
  'deals-unsubscribe': (p: ScreenProps) => createElement(Unsubscribe, { ...p, deals: true }),
  delete: DeleteAccount,
  'confirm-deletion': ConfirmDeletion,
};
