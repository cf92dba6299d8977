import { Skeleton, Stack } from '@chakra-ui/react';
import { useProfilePageQuery } from '../../__generated__/graphql';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PAGES } from '../../copy';
import { QueryStates } from '../../layout/QueryStates';
import { AvatarSection } from '../../profile/AvatarSection';
import { CompanySection } from '../../profile/CompanySection';
import { ProfileSection } from '../../profile/ProfileSection';
import { SettingsCard } from '../../settings/SettingsCard';

/** `/profile` (spec §2 Profile, §5): personal details and the company profile. */
export function ProfilePage() {
  const query = useProfilePageQuery();
  return (
    <>
      <PageHeader title={PAGES.profile.title} />
      <QueryStates
        data={query.data}
        query={query}
        skeleton={<Skeleton h="96" rounded="l3" role="status" aria-label="Loading profile" />}
      >
        {(data) => (
          <Stack gap="8">
            <SettingsCard id="avatar" title="Avatar">
              <AvatarSection user={data.me} />
            </SettingsCard>
            <SettingsCard id="personal" title="Personal details">
              <ProfileSection user={data.me} />
            </SettingsCard>
            <SettingsCard id="company" title="Company profile">
              <CompanySection user={data.me} />
            </SettingsCard>
          </Stack>
        )}
      </QueryStates>
    </>
  );
}
