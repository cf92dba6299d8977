import { Box, Heading, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { BeingBuilt } from '../../components/BeingBuilt/BeingBuilt';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PAGES } from '../../copy';
import { MessageTemplatesCard } from '../../messages/templates/MessageTemplatesCard';

/** The sections of /settings that have not shipped yet: what each will hold. */
const PENDING_SECTIONS = {
  subscription: {
    title: 'Subscription',
    text: 'Not available yet: this section will show your plan and let you change or cancel it.',
  },
  currency: {
    title: 'Currency',
    text: 'Not available yet: this section will let you choose the currency of your prices.',
  },
  help: { title: 'Get Help', text: 'Not available yet: this section will give you a way to contact support.' },
} as const;

function PendingSection({ id }: { id: keyof typeof PENDING_SECTIONS }) {
  const { title, text } = PENDING_SECTIONS[id];
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-title`}>
      <Heading as="h2" size="lg" id={`${id}-title`} mb="3">
        {title}
      </Heading>
      <BeingBuilt>{text}</BeingBuilt>
    </Box>
  );
}

/** `/settings` (spec §2): Subscription, Currency, Message Templates, Get Help; the hash scrolls to a section. */
export function SettingsPage() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  return (
    <>
      <PageHeader title={PAGES.settings.title} />
      <Stack gap="8">
        <PendingSection id="subscription" />
        <PendingSection id="currency" />
        <MessageTemplatesCard />
        <PendingSection id="help" />
      </Stack>
    </>
  );
}
