'use client';
import { useState } from 'react';
import { TeetimePicker } from 'teetime-widgets/react/picker';

/** A client component: the host's router takes the book click over (a typed, cancelable event). */
export function Booking(props: { apiBase: string; courseId: string; brand: string }) {
  const [chosen, setChosen] = useState('');
  return (
    <>
      <TeetimePicker
        {...props}
        players={2}
        onCheckoutStart={(e) => {
          e.preventDefault();
          setChosen(`${e.detail.teeTimeId} for ${e.detail.players}`);
        }}
      />
      <p>
        Chosen: <output id="chosen">{chosen}</output>
      </p>
    </>
  );
}
