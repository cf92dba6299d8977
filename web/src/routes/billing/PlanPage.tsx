import { Alert, Center, SimpleGrid, Spinner } from '@chakra-ui/react';
import { TRIAL_DAYS } from '@portal/schema';
import { useNavigate } from 'react-router-dom';
import { usePlansQuery } from '../../__generated__/graphql';
import { PlanCard } from '../../billing/PlanCard';
import { CenteredLayout } from '../../components/CenteredLayout/CenteredLayout';
import { COPY } from '../../copy';
import { useSession } from '../../state/useSession';

/**
 * Gate 3 (spec §2): a host without an active subscription picks a plan, or continues on Starter (which dismisses
 * this page). Also `/subscription/cancelled`, with a notice that the checkout was cancelled.
 */
export function PlanPage({ cancelled = false }: { cancelled?: boolean }) {
  const { data, loading, error } = usePlansQuery();
  const { user, setDismissedSelectPlan } = useSession();
  const navigate = useNavigate();
  if (error) throw error;

  const trialDays = data?.plans.find((p) => p.trialDays > 0)?.trialDays ?? TRIAL_DAYS;
  const getStarted = () => {
    setDismissedSelectPlan(true);
    navigate('/', { replace: true });
  };

  return (
    <CenteredLayout
      title={COPY.planTitle}
      subtitle={COPY.planSubtitle(trialDays)}
      pageTitle="Choose a plan"
      width="7xl"
      notice={
        cancelled && (
          <Alert.Root status="warning" variant="subtle" maxW="3xl" mx="auto">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{COPY.planCancelled}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )
      }
    >
      {loading || !data ? (
        <Center py="16" role="status" aria-label="Loading plans">
          <Spinner size="lg" color="brand.solid" />
        </Center>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="6" alignItems="stretch">
          {data.plans.map((plan) => (
            <PlanCard key={plan.identifier} plan={plan} bearer={user?.jwt ?? ''} onGetStarted={getStarted} />
          ))}
        </SimpleGrid>
      )}
    </CenteredLayout>
  );
}
