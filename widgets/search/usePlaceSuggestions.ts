import { useEffect, useRef, useState } from 'react';
import { isCancelled } from '../../src/core/apiError';
import { getPosition } from '../../src/core/geolocation';
import {
  AUTOCOMPLETE_PATH,
  autocompleteParams,
  capSuggestions,
} from '../../src/domain/search/autocompleteRules';
import type { SearchLocation } from '../../src/domain/search/searchFilters';
import { useWidget } from '../../src/ui/WidgetContext';

/** The suggestions of a text, or null when they could not be had (failed or superseded). */
type Asked = { text: string; answer: Promise<SearchLocation[] | null> };

export interface PlaceSuggestions {
  /** The suggestions of the text last answered (at most 10). */
  suggestions: SearchLocation[];
  /** What a screen reader hears of them ("4 suggestions", "No places found"). */
  status: string;
  /** Asks for the suggestions of a typed text (from 3 trimmed characters; the previous request is aborted). */
  search: (text: string) => void;
  /**
   * The place a submitted text stands for: its first suggestion (the answer already in, the one
   * on its way, or asked for now); null when nothing matches; 'failed' when the suggestions could
   * not be had.
   */
  top: (text: string) => Promise<SearchLocation | null | 'failed'>;
}

/**
 * The location combobox's suggestions, shared with its form: the list it shows and the place
 * Enter or Search takes when no suggestion is highlighted. One request in flight; near the golfer
 * when the page already knows their position (never a prompt while typing).
 */
export function usePlaceSuggestions(): PlaceSuggestions {
  const { api } = useWidget();
  const [suggestions, setSuggestions] = useState<SearchLocation[]>([]);
  const [status, setStatus] = useState('');
  const inFlight = useRef<AbortController | null>(null);
  const asked = useRef<Asked | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const ask = (text: string, signal?: AbortSignal): Promise<SearchLocation[]> =>
    getPosition({ geolocation: null })
      .catch(() => null)
      .then((near) => {
        if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
        return api.get(AUTOCOMPLETE_PATH, {
          params: autocompleteParams(text, near)!,
          signal,
        });
      })
      .then((list) => capSuggestions(Array.isArray(list) ? list : []));

  const search = (value: string) => {
    inFlight.current?.abort();
    const text = value.trim();
    if (!autocompleteParams(text)) {
      asked.current = null;
      setSuggestions([]);
      setStatus('');
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    const answer = ask(text, controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return null;
        setSuggestions(found);
        setStatus(found.length ? `${found.length} suggestions` : 'No places found');
        return found;
      },
      (e: unknown) => {
        if (!isCancelled(e) && !controller.signal.aborted)
          setStatus('Suggestions are not available right now; try again.');
        return null;
      },
    );
    asked.current = { text, answer };
  };

  const top = async (value: string): Promise<SearchLocation | null | 'failed'> => {
    const text = value.trim();
    if (!autocompleteParams(text)) return null;
    const mine = asked.current?.text === text ? await asked.current.answer : null;
    if (mine) return mine[0] ?? null;
    try {
      return (await ask(text))[0] ?? null;
    } catch {
      return 'failed';
    }
  };

  return { suggestions, status, search, top };
}
