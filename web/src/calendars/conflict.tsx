/** The texts and mark of a stay overlapping a stay imported from another channel of the same listing. */
export const CONFLICT = {
  label: 'Conflict',
  title: 'Overlaps a booking from another channel',
  alertTitle: 'Possible double booking',
  alert: 'This stay overlaps a booking from another channel: check both channels so the guest is not double-booked.',
};

/** A small warning triangle in the text colour (decorative: the bar's label says 'Conflict'). */
export function ConflictIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 16 16" width="14" height="14" aria-hidden focusable="false">
      <path d="M8 1.5 15.2 14H.8L8 1.5Z" fill="currentColor" />
      <path d="M8 6v3.6" stroke="var(--chakra-colors-red-solid, #dc2626)" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="8" cy="11.9" r="1" fill="var(--chakra-colors-red-solid, #dc2626)" />
    </svg>
  );
}
