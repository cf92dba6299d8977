import { chakra } from '@chakra-ui/react';

/**
 * The single-property calendar's frame (MonthGrid): plain elements with `cal-*` classes inside, no component per
 * cell. Its styles load with the calendar page, not with the portal's first screen.
 */
export const MonthRoot = chakra('div', {
  base: {
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
});
