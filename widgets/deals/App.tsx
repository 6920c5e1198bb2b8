import { useRef, useState } from 'react';
import { isFeatureOn } from '../../src/core/features';
import { GeolocationError } from '../../src/core/geolocation';
import { dealsOrigin, dealsPlayers } from '../../src/domain/search/dealsOrigin';
import { RequestErrorNotice } from '../../src/ui/RequestErrorNotice';
import { Skeleton } from '../../src/ui/Skeleton';
import { useRequest } from '../../src/ui/useRequest';
import { useWarmFormats } from '../../src/ui/useWarmFormats';
import { useWidget } from '../../src/ui/WidgetContext';
import type { CommonProps } from '../../src/ui/widgetDefinition';
import type { DealsProps } from './element';
import { preloadedOrigin, PlaceNotFound, resolveOrigin } from './resolveOrigin';
import { openDealAtom, typedPlaceAtom } from './store';
import { useStyles } from './styles';
import { useDealPages } from './useDealPages';
import { useStoreAtom } from './useStoreAtom';
import { DealAlert } from './views/DealAlert';
import { DealDetail } from './views/DealDetail';
import { DealList } from './views/DealList';
import { PlaceForm } from './views/PlaceForm';

/** Deals only for brands with the dealsPage feature; for others the element shows (and asks) nothing. */
export function DealsApp(props: DealsProps & CommonProps) {
  return isFeatureOn(useWidget().brand, 'dealsPage') ? <Deals {...props} /> : null;
}

function Deals(props: DealsProps & CommonProps) {
  const { location, latitude, longitude, locale } = props;
  const { api } = useWidget();
  const s = useStyles();
  const [typed, setTyped] = useStoreAtom(typedPlaceAtom);
  const [openId, setOpenId] = useStoreAtom(openDealAtom);
  const [focusId, setFocusId] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // A typed place holds until the host changes where to look.
  const against = `${location}|${latitude}|${longitude}`;
  const source = dealsOrigin({
    typed: typed?.against === against ? typed.text : null,
    location,
    latitude,
    longitude,
  });
  // A point already known (coordinates, or the place's suggestions in from the first calls) shows
  // its deals without a render and a call between.
  const [known] = useState(() => preloadedOrigin(api, source));
  const origin = useRequest(
    (signal) => resolveOrigin(api, source, signal),
    [api, JSON.stringify(source)],
    true,
    known,
  );
  useWarmFormats(locale);
  const found = origin.status === 'done' ? origin.data : undefined;
  const near = found?.label ?? (found?.mine ? 'you' : '');
  const pages = useDealPages(api, found, props.radius, props.limit);
  const booking = { courseUrl: props.courseUrl, date: props.date, players: dealsPlayers(props.players) };

  const onPlace = (text: string) => {
    setTyped({ text, against });
    heading.current?.focus();
  };

  let body;
  const error = origin.error;
  if (origin.status === 'error' && (error instanceof GeolocationError || error instanceof PlaceNotFound))
    body = (
      <>
        <p role="alert">{error.message}</p>
        {error instanceof GeolocationError && <p>Type a place to see deals near it instead.</p>}
        <PlaceForm initial={error instanceof PlaceNotFound ? error.place : ''} onPlace={onPlace} />
      </>
    );
  else if (origin.status === 'error')
    body = <RequestErrorNotice message={error!.message} onRetry={origin.reload} error={error} />;
  else if (pages.first.status === 'error')
    body = (
      <RequestErrorNotice
        message={pages.first.error!.message}
        onRetry={pages.first.reload}
        error={pages.first.error}
      />
    );
  else if (!found || pages.first.status !== 'done') body = <Skeleton rows={3} label="Loading deals" />;
  else if (openId)
    body = (
      <DealDetail
        id={openId}
        listed={pages.deals.find((d) => d.id === openId)}
        locale={locale}
        booking={booking}
        onBack={() => {
          setOpenId(null);
          setFocusId(openId);
        }}
      />
    );
  else if (!pages.deals.length)
    body = (
      <>
        <p>No deals near {near || 'this place'} right now. Try another place.</p>
        <PlaceForm onPlace={onPlace} />
      </>
    );
  else
    body = (
      <DealList
        pages={pages}
        locale={locale}
        booking={booking}
        focusId={focusId}
        onOpen={setOpenId}
        onMore={() => void pages.loadMore().then((more) => more[0] && setFocusId(more[0].id))}
      />
    );

  return (
    <section className={s.root} aria-labelledby="tt-deals-title">
      <h2 id="tt-deals-title" ref={heading} tabIndex={-1}>
        {near ? `Golf deals near ${near}` : 'Golf deals'}
      </h2>
      {body}
      {found && !openId && pages.first.status === 'done' && (
        <DealAlert near={near} latitude={found.latitude} longitude={found.longitude} />
      )}
    </section>
  );
}
