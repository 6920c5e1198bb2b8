import { useState } from 'react';
import type { ApiClient } from '../../../src/core/apiClient';
import { getPosition } from '../../../src/core/geolocation';
import { AUTOCOMPLETE_PATH, autocompleteParams } from '../../../src/domain/search/autocompleteRules';
import { placeSuggestion } from '../../../src/domain/search/dealsOrigin';
import { useRequest } from '../../../src/ui/useRequest';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';

/** Where to look for network courses: a point and how to say it ("you", "Austin, TX"). */
export interface NearPlace {
  latitude: number;
  longitude: number;
  label: string;
}

/** A typed place's point: its first suggestion with one, else a message that says what to type. */
async function placeOf(api: ApiClient, text: string, signal: AbortSignal): Promise<NearPlace> {
  const params = autocompleteParams(text);
  const found = params && placeSuggestion(await api.get(AUTOCOMPLETE_PATH, { params, signal }));
  if (!found) throw new Error(`We couldn't find “${text}”. Try a town, city or zip code.`);
  return {
    latitude: found.latitude as number,
    longitude: found.longitude as number,
    label: found.label ?? found.name ?? text,
  };
}

/** True when the browser already lets this page read the position (no prompt is shown). */
const positionAllowed = () =>
  navigator.permissions
    ?.query({ name: 'geolocation' })
    .then((p) => p.state === 'granted')
    .catch(() => false) ?? Promise.resolve(false);

/**
 * Where the golfer plays, for "network courses near you": a place they typed; else their
 * position when the browser already allows it (or they asked, "Use my location"); else their
 * home city from the profile; else null (the page asks them to type a place).
 */
export function useNearPlace() {
  const { api } = useWidget();
  const user = useSession().user;
  const home = user
    ? [user.addressCity, user.addressState].filter(Boolean).join(', ') || (user.addressZipcode ?? '')
    : '';
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState(false);
  const place = useRequest<NearPlace | null>(
    async (signal) => {
      if (typed) return placeOf(api, typed, signal);
      if (asked || (await positionAllowed()))
        try {
          return { ...(await getPosition()), label: 'you' };
        } catch (e) {
          if (asked)
            throw new Error(
              (e as { code?: string }).code === 'denied'
                ? 'Your browser did not share your location. Type a town, city or zip code instead.'
                : (e as Error).message,
            );
        }
      return home ? placeOf(api, home, signal).catch(() => null) : null;
    },
    [api, typed, asked, home],
  );
  return {
    place,
    /** A typed place (3 letters or more, checked by the form). */
    typePlace: (text: string) => {
      setAsked(false);
      setTyped(text);
    },
    /** Ask the browser for the position ("Use my location"). */
    askPosition: () => {
      setTyped('');
      setAsked(true);
    },
  };
}
