import { useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import { useWidget } from '../../../src/ui/WidgetContext';
import { cardFrameUrl, connectCardFrame, type CardFrameHandle } from '../cardFrame';
import type { FrameTheme } from '../hosted/protocol';

interface Props {
  /** Filled with the frame's handle while it is on the page. */
  handleRef: MutableRefObject<CardFrameHandle | null>;
  /** The frame reported field errors (the form's focus goes to it). */
  invalid: boolean;
  /** Enter was pressed in the frame. */
  onSubmit(): void;
}

/** The checkout's look, for the frame: font and colours as the checkout computes them. */
function themeOf(el: HTMLElement): FrameTheme {
  const style = getComputedStyle(el);
  const focus = style.getPropertyValue('--tt-focus').trim();
  return { font: style.fontFamily, size: style.fontSize, text: style.color, ...(focus ? { focus } : {}) };
}

/**
 * Card number, expiry and CVV in a frame served from the marketplace origin (hosted card
 * fields): the partner page never sees them; the frame hands back a gateway token only.
 */
export function HostedCardFields({ handleRef, invalid, onSubmit }: Props) {
  const { api } = useWidget();
  const ref = useRef<HTMLIFrameElement>(null);
  const submit = useRef(onSubmit);
  submit.current = onSubmit;
  const [height, setHeight] = useState(190);
  const src = useMemo(() => cardFrameUrl(api.baseURL, api.appKey, location.origin), [api]);

  useEffect(() => {
    const iframe = ref.current;
    if (!iframe) return;
    const frame = connectCardFrame(iframe, (m) => {
      if (m.type === 'ready') {
        frame.theme(themeOf(iframe));
        iframe.dataset.ready = 'true';
      } else if (m.type === 'resize') setHeight(m.height);
      else submit.current();
    });
    handleRef.current = frame;
    return () => {
      frame.disconnect();
      if (handleRef.current === frame) handleRef.current = null;
    };
  }, [src, handleRef]);

  return (
    <iframe
      ref={ref}
      src={src}
      title="Card number, expiry date and security code"
      className="tt-card-frame"
      style={{ height: `${height}px` }}
      data-invalid={invalid ? 'true' : undefined}
    />
  );
}
