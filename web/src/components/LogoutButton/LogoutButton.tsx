import { Button, type ButtonProps } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../state/useSession';

/**
 * 'Log out' (a button drawn as a link): LOGOUT clears the auth, messaging and option state (and with them the
 * Apollo store), then the login page.
 */
export function LogoutButton({ children = 'Log out', ...rest }: ButtonProps) {
  const { logout } = useSession();
  const navigate = useNavigate();
  return (
    <Button
      variant="plain"
      size="sm"
      px="2"
      color="fg.muted"
      fontWeight="medium"
      _hover={{ color: 'fg', textDecoration: 'underline' }}
      onClick={() => {
        logout();
        navigate('/', { replace: true });
      }}
      {...rest}
    >
      {children}
    </Button>
  );
}
