import type { ComponentType } from 'react';
import type { AccountParams } from '../../src/domain/account/accountRoutes';

/** Moves the element to another of its screens (and tells the host). */
export type Navigate = (view: string, params?: AccountParams) => void;

/** Sends the golfer to a marketplace page outside the element (the host routes there). */
export type Leave = (path: string, params?: AccountParams) => void;

export interface ScreenProps {
  /** The screen's values: path params and query values (`status`, `id`, `token`…). */
  params: AccountParams;
  navigate: Navigate;
  leave: Leave;
  locale?: string | undefined;
}

/** The screens of one lazily loaded group, by view name. */
export type ScreenMap = Readonly<Record<string, ComponentType<ScreenProps>>>;
