import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The footer of the login and register pages: a question, then the link to the other page. */
export function AuthSwitch({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <>
      {question}{' '}
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={to}>{label}</RouterLink>
      </Link>
    </>
  );
}
