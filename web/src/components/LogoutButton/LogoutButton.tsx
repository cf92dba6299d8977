import { Button, type ButtonProps } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useLogOut } from '../../users/useLogOut';

/**
 * 'Log out' (a button drawn as a link): the server revokes the token, LOGOUT clears the auth, messaging and option
 * state (and with them the Apollo store), then the login page.
 */
export function LogoutButton({ children = 'Log out', ...rest }: ButtonProps) {
  const { logOut, pending } = useLogOut();
  const navigate = useNavigate();
  return (
    <Button
      variant="plain"
      size="sm"
      px="2"
      color="fg.muted"
      fontWeight="medium"
      _hover={{ color: 'fg', textDecoration: 'underline' }}
      disabled={pending}
      onClick={async () => {
        await logOut();
        navigate('/', { replace: true });
      }}
      {...rest}
    >
      {children}
    </Button>
  );
}
