// Read-only inputs must not look editable: filled (grey) and marked, everywhere they appear.
import type { CSSProperties } from 'react';

/** Props for a Mantine input that may be read-only: `readOnly` plus the filled look. */
export const readOnlyLook = (readOnly: boolean | undefined) =>
  readOnly ? { readOnly: true, variant: 'filled' as const, styles: { input: { cursor: 'default', borderStyle: 'dashed' } as CSSProperties } } : {};
