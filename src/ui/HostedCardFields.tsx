import { useLayoutEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import { cardFrameUrl, connectCardFrame, type CardFrameHandle } from '../core/cardFrame';
import type { FrameTheme } from '../core/cardFrameProtocol';
import { useCss, useWidget } from './WidgetContext';

interface Props {
  /** Filled with the frame's handle while it is on the page. */
  handleRef: MutableRefObject<CardFrameHandle | null>;
  /** The frame reported field errors (the form's focus goes to it). */
  invalid: boolean;
  /** Enter was pressed in the frame. */
  onSubmit(): void;
  /** The golfer fixed a field in the frame: `count` errors are still shown there. */
  onErrors?(count: number): void;
  /** The zip code joins the card row, in the frame (the checkout's one row). */
  zip?: boolean;
}

/** The widget's look, for the frame: font and colours as the widget computes them. */
function themeOf(el: HTMLElement): FrameTheme {
  const style = getComputedStyle(el);
  const focus = style.getPropertyValue('--tt-focus').trim();
  return { font: style.fontFamily, size: style.fontSize, text: style.color, ...(focus ? { focus } : {}) };
}

/**
 * Card number, expiry (MM/YY) and CVV in a frame served from the marketplace origin (hosted card
 * fields): the partner page never sees them; the frame hands back a gateway token only. The
 * checkout and the account's "add a card" use it.
 */
export function HostedCardFields({ handleRef, invalid, onSubmit, onErrors, zip = false }: Props) {
  const { api } = useWidget();
  const css = useCss();
  // Flush with the widget's own fields: the frame's inputs have 6 px of room for focus rings.
  const frameClass = css`
    display: block;
    width: calc(100% + 12px);
    margin: 0 -6px;
    border: 0;
  `;
  const ref = useRef<HTMLIFrameElement>(null);
  const submit = useRef(onSubmit);
  submit.current = onSubmit;
  const errors = useRef(onErrors);
  errors.current = onErrors;
  // One row of fields (two in a narrow frame) until the frame says how tall it is.
  const [height, setHeight] = useState(90);
  const src = useMemo(() => cardFrameUrl(api.baseURL, api.appKey, location.origin, zip), [api, zip]);

  // Connected as the frame is put on the page (a layout effect runs before the browser can load
  // it), so the frame's first ready is never missed and nothing is posted before it.
  useLayoutEffect(() => {
    const iframe = ref.current;
    if (!iframe) return;
    const frame = connectCardFrame(iframe, (m) => {
      if (m.type === 'ready') {
        frame.theme(themeOf(iframe));
        iframe.dataset.ready = 'true';
      } else if (m.type === 'resize') setHeight(m.height);
      else if (m.type === 'errors') errors.current?.(m.count);
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
      title={`Card number, expiry date${zip ? ', security code and zip code' : ' and security code'}`}
      className={`tt-card-frame ${frameClass}`}
      style={{ height: `${height}px` }}
      data-invalid={invalid ? 'true' : undefined}
    />
  );
}
