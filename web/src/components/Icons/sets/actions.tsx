import { lineIcon } from './lineIcon';

/* Actions and marks inside pages. */
export const CheckIcon = lineIcon('CheckIcon', <path d="m5 12.5 4.5 4.5L19 7.5" />);

export const PlusIcon = lineIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);

export const TrashIcon = lineIcon(
  'TrashIcon',
  <>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </>,
);

export const ChevronRightIcon = lineIcon('ChevronRightIcon', <path d="m9 6 6 6-6 6" />);

export const PinIcon = lineIcon(
  'PinIcon',
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);

export const CopyIcon = lineIcon(
  'CopyIcon',
  <>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </>,
);

export const TableIcon = lineIcon(
  'TableIcon',
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <path d="M3.5 9.5h17M3.5 14.5h17M9.5 9.5v10" />
  </>,
);

export const TilesIcon = lineIcon(
  'TilesIcon',
  <>
    <rect x="4" y="4" width="7" height="7" rx="1.5" />
    <rect x="13" y="4" width="7" height="7" rx="1.5" />
    <rect x="4" y="13" width="7" height="7" rx="1.5" />
    <rect x="13" y="13" width="7" height="7" rx="1.5" />
  </>,
);
