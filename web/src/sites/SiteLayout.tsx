import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface SiteLayoutProps {
  hostName: string | null;
  slug: string;
  /** The document title: white-label, so without the portal's name. */
  title: string;
  children: ReactNode;
}

/** The frame of a host's public site: the host's name as the header, no portal menu or name. */
export function SiteLayout({ hostName, slug, title, children }: SiteLayoutProps) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Box as="header" bg="bg.panel" borderBottomWidth="thin">
        <Container maxW="5xl" py="4">
          <Heading as="p" size="lg">
            <Link to={`/sites/${slug}`}>{hostName ?? 'Direct booking'}</Link>
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Book direct with the host
          </Text>
        </Container>
      </Box>
      <Container as="main" maxW="5xl" py={{ base: '4', md: '8' }}>
        {children}
      </Container>
    </Box>
  );
}
