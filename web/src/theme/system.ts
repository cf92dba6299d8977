import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * The one Chakra system of the portal. Raw colours live here and nowhere else: pages use the `brand` palette
 * (`colorPalette="brand"`) and Chakra's semantic tokens (`bg.panel`, `fg.muted`, `border` …).
 */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.canvas', color: 'fg', minHeight: '100%' },
    // The single-property calendar (calendars/MonthGrid): plain elements, one class, no component per cell.
    '.cal-month': {
      display: 'flex',
      flexDirection: 'column',
      borderWidth: 'thin',
      borderColor: 'border',
      rounded: 'l3',
      overflow: 'hidden',
      bg: 'bg.panel',
      fontSize: 'sm',
      '& .cal-weekdays': {
        display: 'grid',
        gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
        bg: 'bg.muted',
        color: 'fg.muted',
        fontSize: 'xs',
        fontWeight: 'semibold',
        textTransform: 'uppercase',
        letterSpacing: 'wide',
        '& > div': { px: '2', py: '2' },
      },
      '& .cal-week': {
        display: 'grid',
        gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
        minHeight: '6.5rem',
        borderTopWidth: 'thin',
        borderColor: 'border',
      },
      // Each day spans the week's rows as a subgrid: its date sits in the first row, its foot (blocked, rate) in the
      // last one, which grows to fit it, so the bars' lanes in between never cover them.
      '& .cal-day': {
        gridRow: '1 / -1',
        display: 'grid',
        gridTemplateRows: 'subgrid',
        justifyItems: 'start',
        px: { base: '1.5', sm: '2' },
        py: '1.5',
        textAlign: 'left',
        borderLeftWidth: 'thin',
        borderColor: 'border',
        cursor: 'pointer',
        transition: 'background 0.1s',
        '&:first-of-type': { borderLeftWidth: '0' },
        '&:hover': { bg: 'bg.subtle' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
        '&[data-outside]': { color: 'fg.subtle' },
        '&[data-past]': { bg: 'bg.subtle' },
        '&[data-blocked]': {
          bg: 'bg.emphasized',
          backgroundImage:
            'repeating-linear-gradient(135deg, transparent, transparent 6px, var(--chakra-colors-bg-muted) 6px, var(--chakra-colors-bg-muted) 12px)',
        },
        '&[data-selected]': { bg: 'brand.muted' },
        '&[data-pending]': {
          bg: 'brand.emphasized',
          outline: '2px solid',
          outlineColor: 'brand.solid',
          outlineOffset: '-2px',
        },
      },
      '& .cal-date': { fontWeight: 'semibold' },
      '& .cal-day[data-today] .cal-date': { color: 'brand.fg', textDecoration: 'underline' },
      '& .cal-foot': {
        gridRow: '-2',
        alignSelf: 'end',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: '0.5',
        minWidth: 0,
        maxWidth: '100%',
        pt: '1',
      },
      // Fits a phone's seventh of the width on one line.
      '& .cal-blocked': {
        fontSize: { base: '2xs', sm: 'xs' },
        fontWeight: 'semibold',
        lineHeight: '1.2',
        color: 'fg.muted',
        whiteSpace: 'nowrap',
      },
      '& .cal-value': { display: 'flex', alignItems: 'center', gap: '1', fontVariantNumeric: 'tabular-nums' },
      // Phones show whole units so a rate fits its seventh of the width; the full amount stays in the label.
      '& .cal-short': { display: { base: 'inline', sm: 'none' } },
      '& .cal-value:has(.cal-short) .cal-full': { display: { base: 'none', sm: 'inline' } },
      '& .cal-override': { width: '2', height: '2', rounded: 'full', bg: 'accent.warm', flexShrink: 0 },
      '& .cal-booking': {
        zIndex: 1,
        display: 'flex',
        alignItems: 'center',
        gap: '1.5',
        mx: '1',
        my: '0.5',
        px: '2',
        minWidth: 0,
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        rounded: 'full',
        fontSize: 'xs',
        bg: 'brand.solid',
        color: 'brand.contrast',
        cursor: 'pointer',
        '&[data-continued]': { roundedLeft: 'none', ml: '0' },
        '&[data-channel=airbnb]': { bg: 'channel.airbnb' },
        '&[data-cancelled]': { bg: 'bg.emphasized', color: 'fg.muted', textDecoration: 'line-through' },
        // Another channel's stay overlaps it: warning stripes over its channel colour and an orange ring.
        '&[data-conflict]': {
          backgroundImage: 'repeating-linear-gradient(135deg, rgba(255,255,255,0.24) 0 5px, transparent 5px 10px)',
          boxShadow: '0 0 0 2px var(--chakra-colors-orange-500)',
        },
        '&[data-selected]': { outline: '2px solid', outlineColor: 'fg', outlineOffset: '1px' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing' },
      },
      '& .cal-guest': { fontWeight: 'semibold', overflow: 'hidden', textOverflow: 'ellipsis' },
      '& .cal-channel': { opacity: 0.85 },
      '& .cal-conflict': { flexShrink: 0, color: 'white' },
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: {
          value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
        body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
      borderWidths: {
        thin: { value: '1px' },
        thick: { value: '2px' },
        heavy: { value: '3px' },
      },
      colors: {
        brand: {
          50: { value: '#effaf8' },
          100: { value: '#d7f2ee' },
          200: { value: '#b0e4dd' },
          300: { value: '#7fcfc6' },
          400: { value: '#4cb3aa' },
          500: { value: '#2a968e' },
          600: { value: '#1e7973' },
          700: { value: '#1b615d' },
          800: { value: '#194e4b' },
          900: { value: '#17413f' },
          950: { value: '#082726' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
        bg: {
          canvas: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
        },
        accent: {
          // The second colour of the logo and of the auth screen's brand panel.
          warm: { value: '{colors.orange.300}' },
        },
        // The booking channels' own colours, for their marks in the listings table.
        channel: {
          airbnb: { value: '#ff5a5f' },
          bookingcom: { value: '#003580' },
          homeaway: { value: '#1c4695' },
          tripadvisor: { value: '#00aa6c' },
          vrbo: { value: '#245abc' },
          other: { value: '{colors.gray.500}' },
        },
      },
      shadows: {
        card: { value: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)' },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
