import { formatDay } from '../../calendars/dates';

/** '1 Dec 2026 – 5 Dec 2026': a booking's stay as the panel shows it. */
export const stayDates = (startDate: string, endDate: string) => `${formatDay(startDate)} – ${formatDay(endDate)}`;

/** '3 Jul, 14:05': when a message was posted, in the host's time zone. */
export const messageTime = (createdAt: string) =>
  new Date(createdAt).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
