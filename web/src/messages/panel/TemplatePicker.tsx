import { HStack, Link, NativeSelect } from '@chakra-ui/react';
import { fillPlaceholders, type PlaceholderValues } from '@portal/schema';
import { Link as RouterLink } from 'react-router-dom';
import { useMessageTemplatesQuery } from '../../__generated__/graphql';
import { TEMPLATES_HREF } from '../templates/copy';
import { PANEL_COPY } from './copy';

/**
 * Picks one of the host's message templates and hands its content over with {guestName}, {listingName}, {checkIn}
 * and {checkOut} filled from the booking. Without templates it offers the way to write some instead.
 */
export function TemplatePicker({ values, onPick }: { values: PlaceholderValues; onPick: (text: string) => void }) {
  const { data } = useMessageTemplatesQuery();
  const templates = data?.messageTemplates;
  if (!templates) return null;
  if (templates.length === 0) {
    return (
      <Link asChild textStyle="xs" color="fg.muted" variant="underline">
        <RouterLink to={TEMPLATES_HREF}>{PANEL_COPY.addTemplates}</RouterLink>
      </Link>
    );
  }
  return (
    <HStack>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label={PANEL_COPY.useTemplate}
          value=""
          onChange={(e) => {
            const template = templates.find((t) => t.id === e.target.value);
            if (template) onPick(fillPlaceholders(template.content, values));
          }}
        >
          <option value="" disabled>
            {PANEL_COPY.useTemplate}
          </option>
          {templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
