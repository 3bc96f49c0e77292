// The municipality's identity (portal/identity): name, logo, colour. Kept in localStorage so the
// next visit paints the right name and colour before the call answers.
import { useEffect } from 'react';
import { portalCalls } from '@aseo/shared/contracts';
import { DEFAULT_BRAND_COLOR, isHexColor } from '@aseo/shared/brand';
import { useCallQuery, type Answer } from '../../../lib/call.ts';

export type Identity = Answer<typeof portalCalls.identity>;

const KEY = 'aseo.identity';
export const DEFAULT_IDENTITY: Identity = { name: 'Aseo Urbano', logo_url: null, brand_color: DEFAULT_BRAND_COLOR };

function stored(): Identity | undefined {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Identity> | null;
    if (v && typeof v.name === 'string' && typeof v.brand_color === 'string' && isHexColor(v.brand_color)) {
      return { name: v.name, brand_color: v.brand_color, logo_url: typeof v.logo_url === 'string' ? v.logo_url : null };
    }
  } catch {
    // an unreadable copy is simply not used
  }
  return undefined;
}

/** The identity: the stored copy (or the default) until the call answers. */
export function useIdentity(): Identity {
  const q = useCallQuery(portalCalls.identity, undefined, { quiet: true, staleTime: 10 * 60_000, initialData: stored, initialDataUpdatedAt: 0 });
  const data = q.data;
  useEffect(() => {
    if (data && q.isFetchedAfterMount) localStorage.setItem(KEY, JSON.stringify(data));
  }, [data, q.isFetchedAfterMount]);
  return data ?? DEFAULT_IDENTITY;
}

/** The browser tab's title: "<page title> · <municipality>". */
export function useDocumentTitle(title: string) {
  const { name } = useIdentity();
  useEffect(() => {
    document.title = title ? `${title} · ${name}` : name;
  }, [title, name]);
}
