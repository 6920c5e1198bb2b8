import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getPosition } from '../../../src/core/geolocation';
import { Spinner } from '../shell/Spinner';
import { useSite } from '../shell/siteContext';

/**
 * `/explore`: the explore URL of the golfer's location (spec 01 §2). Without one (the browser did
 * not share it, or no city is known there) the country's states, with an alert that says why.
 */
export function ExploreStartPage() {
  const { api, alert } = useSite();
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
      .catch(() => {
        if (!live) return;
        alert("We don't know where you are: your browser did not share your location. Choose a state below.");
        navigate('/explore/us', { replace: true });
      });
    return () => {
      live = false;
    };
  }, [api, alert, navigate]);
  return (
    <>
      <h1 className="page-title">Explore golf courses</h1>
      <Spinner label="Finding courses near you" />
    </>
  );
}
