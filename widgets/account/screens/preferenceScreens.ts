import { createElement } from 'react';
import { EMAIL_LISTS, PUSH_LISTS } from '../../../src/domain/account/mailingLists';
import type { ScreenMap, ScreenProps } from '../types';
import { ConfirmDeletion } from './ConfirmDeletion';
import { ConsentPreferences } from './ConsentPreferences';
import { DeleteAccount } from './DeleteAccount';
import { LinkUnsubscribe } from './LinkUnsubscribe';
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
  // A `linkToken` names a subscription of an address (newsletter, deal or price alert), not an account.
  unsubscribe: (p: ScreenProps) => createElement(p.params.linkToken ? LinkUnsubscribe : Unsubscribe, p),
  'deals-unsubscribe': (p: ScreenProps) =>
    createElement(p.params.linkToken ? LinkUnsubscribe : Unsubscribe, { ...p, deals: true }),
  delete: DeleteAccount,
  'confirm-deletion': ConfirmDeletion,
};
