import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getPosition } from '../../../src/core/geolocation';
import { Spinner } from '../shell/Spinner';
import { useSite } from '../shell/siteContext';

/** `/explore`: the explore URL of the golfer's location (spec 01 §2), or home without one. */
export function ExploreStartPage() {
  const { api } = useSite();
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    getPosition()
      .then(({ latitude, longitude }) =>
        api.get('v6/cities/for_coordinates', {
          params: { lat: latitude, lon: longitude },
        }),
      )
      .then(({ city }) => live && navigate(city.hierarchizedUrl, { replace: true }))
      .catch(() => live && navigate('/', { replace: true }));
    return () => {
      live = false;
    };
  }, [api, navigate]);
  return (
    <>
      <h1 className="page-title">Explore golf courses</h1>
      <Spinner label="Finding courses near you" />
    </>
  );
}
