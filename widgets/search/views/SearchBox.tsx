import type { ReactNode } from 'react';
import { useWidget } from '../../../src/ui/WidgetContext';
import { searchLook } from '../lookStyles';
import { searchStyles } from '../styles';

/** The search's box (its styles' classes), around the form and what a place leads to. */
export function SearchBox({ children }: { children: ReactNode }) {
  const { css } = useWidget();
  return <div className={`${searchStyles(css)} ${searchLook(css)}`}>{children}</div>;
}
