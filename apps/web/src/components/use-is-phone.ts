// One breakpoint for "phone" layouts (tables as cards, stacked filters, larger targets).
import { useMediaQuery } from '@mantine/hooks';

/** Below 768 px. The first render already knows (no table flashing before the cards). */
export const PHONE_QUERY = '(max-width: 767px)';
export const useIsPhone = () =>
  useMediaQuery(PHONE_QUERY, typeof window !== 'undefined' && window.matchMedia?.(PHONE_QUERY).matches, { getInitialValueInEffect: false }) ?? false;
