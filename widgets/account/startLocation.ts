import { matchAccountUrl, type AccountLocation } from '../../src/domain/account/accountRoutes';
import type { AccountProps } from './element';

/** The screen the attributes ask for; with `from-url` and no `view`, the page URL's screen. */
export function startLocation(props: AccountProps, url: Location | URL = window.location): AccountLocation {
  if (props.view) return { view: props.view, params: props.params ?? {} };
  const fromUrl = props.fromUrl ? matchAccountUrl(url.pathname, url.search) : null;
  if (fromUrl) return { view: fromUrl.view, params: { ...fromUrl.params, ...props.params } };
  return { view: props.fromUrl ? 'not-found' : 'account-summary', params: props.params ?? {} };
}
