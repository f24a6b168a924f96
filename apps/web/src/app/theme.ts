import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** PRODUCT.md §7: deep indigo primary, teal accent, Inter, medium radius. */
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

export const theme = createTheme({
  primaryColor: 'talvio',
  primaryShade: { light: 7, dark: 4 },
  colors: { talvio: indigo },
  fontFamily: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', sans-serif",
  headings: { fontFamily: "'Inter Variable', Inter, system-ui, sans-serif", fontWeight: '650' },
  defaultRadius: 'md',
  fontSizes: { sm: '0.875rem', md: '0.9375rem' },
  other: { accent: 'teal' },
});
