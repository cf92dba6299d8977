import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { MeDocument } from '../../__generated__/graphql';
import { FullPageSpinner } from '../../components/FullPageSpinner/FullPageSpinner';
import { useSession } from '../../state/useSession';

/**
 * `/subscription/success` and `/subscription/updated`, where checkout and the billing portal return: reload the
 * user's subscription and go to /settings#subscription. The plan page is dismissed, so that a subscription the
 * payment provider has not confirmed yet does not send the host back to it.
 */
export function SubscriptionReturnPage() {
  const client = useApolloClient();
  const { setDismissedSelectPlan } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    setDismissedSelectPlan(true);
    void client.refetchQueries({ include: [MeDocument] });
    navigate({ pathname: '/settings', hash: '#subscription' }, { replace: true });
  }, [client, navigate, setDismissedSelectPlan]);

  return <FullPageSpinner />;
}
