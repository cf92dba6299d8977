import { TextField } from '../forms/TextField';

/** The number of guests of a booking: a whole number from 1, up to what the listing sleeps when it says. */
export function GuestsField({ maxGuests }: { maxGuests?: number | null }) {
  return (
    <TextField
      name="numberOfGuest"
      label="Guests"
      type="number"
      inputMode="numeric"
      min={1}
      max={maxGuests ?? undefined}
      step={1}
      required
      helperText={maxGuests ? `Sleeps up to ${maxGuests}` : undefined}
    />
  );
}
