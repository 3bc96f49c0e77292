// The portal's theme, built from the municipality's colour (portal/identity): a palette whose
// filled shade carries white text at 4.5:1 or more (WCAG 2.2 AA, @aseo/shared/brand), text
// colours that pass on white and on the light grey of the page, and a visible focus ring.
// docs/decisions/010-portal-identity.md.
import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { accessiblePalette, brandPalette, DEFAULT_BRAND_COLOR } from '@aseo/shared/brand';

/**
 * Above this relative luminance a filled background gets black text, at or below it white: 0.183
 * is where both reach 4.5:1 (white needs L ≤ 0.1833, black L ≥ 0.175), so any colour a screen
 * passes to a filled Badge, Button or ActionIcon gets a readable text colour.
 */
export const LUMINANCE_THRESHOLD = 0.183;

const tuple = (shades: string[]) => shades as unknown as MantineColorsTuple;

/** Mantine's colours with shades 6-9 darkened where text on or in them would fail 4.5:1 (red, green, yellow…). */
const SAFE_COLORS = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== 'dark')
    .map(([name, shades]) => [name, tuple(accessiblePalette(shades))]),
);

/** Close buttons of dialogs and notifications have no text: they are named (axe "button-name"). */
const closeButtonProps = { 'aria-label': 'Cerrar' };

export function buildTheme(brandColor: string = DEFAULT_BRAND_COLOR) {
  return createTheme({
    colors: { ...SAFE_COLORS, brand: tuple(brandPalette(brandColor)) },
    primaryColor: 'brand',
    primaryShade: { light: 6, dark: 6 },
    autoContrast: true,
    luminanceThreshold: LUMINANCE_THRESHOLD,
    focusRing: 'auto',
    // a user who asks the system for less motion gets none (WCAG 2.3.3): modals and menus appear at once
    respectReducedMotion: true,
    defaultRadius: 'md',
    fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
    headings: { fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif' },
    components: {
      // plain objects, not Modal.extend(…): naming the components here would load them with /login
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
      Notification: { defaultProps: { closeButtonProps } },
    },
  });
}

/**
 * Mantine's light scheme draws dimmed text in gray.6 and placeholders in gray.5 (3.3:1 and 2.1:1
 * on white before SAFE_COLORS) and errors in red.6: gray.7, the safe gray.6 and red.9 instead.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-disabled-color': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
