import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineTheme,
} from '@mantine/core';

/** docs/product/look-and-feel.md, **theme**: deep indigo primary, teal accent, Inter, medium radius. */
const indigo: MantineColorsTuple = [
  '#eeeefb',
  '#d9d8f2',
  '#afaee5',
  '#8483d9',
  '#605ecf',
  '#4a48c9',
  '#3e3cc7',
  '#3b3a9e',
  '#2b2a8f',
  '#201f74',
];

/** Mantine's teal with lighter tints, so teal text on a light teal badge keeps WCAG AA contrast. */
const teal: MantineColorsTuple = [
  '#f3fefa',
  '#e6fcf5',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#0ca678',
  '#099268',
  '#087f5b',
];

export const theme = createTheme({
  primaryColor: 'talvio',
  primaryShade: { light: 7, dark: 4 },
  colors: { talvio: indigo, teal },
  autoContrast: true,
  fontFamily: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif",
  headings: { fontFamily: "'Inter Variable', 'Inter Fallback', system-ui, sans-serif", fontWeight: '650' },
  defaultRadius: 'md',
  fontSizes: { sm: '0.875rem', md: '0.9375rem' },
  other: { accent: 'teal' },
  // Links inside text must not rely on colour alone (WCAG 1.4.1); navigation links opt out explicitly.
  // Plain objects rather than Alert.extend(…): the theme is in the first bundle, and .extend would pull each
  // component's code into it.
  components: {
    Anchor: { defaultProps: { underline: 'always' } },
    // A yellow alert's title and icon are Mantine's yellow on a pale yellow tint (below 4.5:1): use the text colour.
    Alert: {
      vars: (_theme: MantineTheme, props: { color?: unknown }) =>
        props.color === 'yellow' ? { root: { '--alert-color': 'var(--mantine-color-text)' } } : { root: {} },
    },
    // A toast's text under its title is Mantine's light grey (#868e96), below 4.5:1; use the readable dimmed grey.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

/**
 * Mantine's default dimmed grey (#868e96) and error red (#fa5252) are below 4.5:1 on white; darker shades keep
 * secondary text and field errors readable (WCAG 1.4.3).
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7], '--mantine-color-error': t.colors.red[9] },
  // Dark mode: Mantine's dimmed grey and the primary shade used for links are below 4.5:1 on the dark background.
  dark: { '--mantine-color-dimmed': t.colors.dark[1], '--mantine-color-anchor': indigo[2] },
});
