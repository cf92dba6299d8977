import { Navigate, Route, Routes } from 'react-router-dom';
import type { AppHeader_UserFragment } from '../__generated__/graphql';
import { AppShell } from '../components/AppShell/AppShell';
import { AnalyticsPage } from './analytics/AnalyticsPage';
import { PlanPage } from './billing/PlanPage';
import { SubscriptionReturnPage } from './billing/SubscriptionReturnPage';
import { CalendarPage } from './calendar/CalendarPage';
import { PropertyCalendarPage } from './calendar/PropertyCalendarPage';
import { ChannelsPage } from './channels/ChannelsPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { NotFoundPage } from './NotFoundPage';
import { ProfilePage } from './profile/ProfilePage';
import { GuidePage } from './properties/GuidePage';
import { PropertiesPage } from './properties/PropertiesPage';
import { PropertyPage } from './properties/PropertyPage';
import { WifiPage } from './properties/WifiPage';
import { SearchPage } from './search/SearchPage';
import { GuestServicePage } from './services/GuestServicePage';
import { GuestServicesPage } from './services/GuestServicesPage';
import { HostAssistPage } from './services/HostAssistPage';
import { MessageTemplatePage } from './settings/MessageTemplatePage';
import { SettingsPage } from './settings/SettingsPage';

/** The route table of spec §2 for a signed-in host past the gates. Every screen renders inside the shell. */
export function ShellRoutes({ user }: { user: AppHeader_UserFragment }) {
  return (
    <Routes>
      <Route path="/subscription/cancelled" element={<PlanPage cancelled />} />
      <Route path="/subscription/success" element={<SubscriptionReturnPage />} />
      <Route path="/subscription/updated" element={<SubscriptionReturnPage />} />
      <Route element={<AppShell user={user} />}>
        <Route index element={<DashboardPage />} />
        <Route path="channels" element={<ChannelsPage />} />
        <Route path="calendar" element={<CalendarPage />} />
        <Route path="calendar/:id" element={<PropertyCalendarPage />} />
        <Route path="calendar/:id/:detail" element={<PropertyCalendarPage />} />
        <Route path="properties" element={<PropertiesPage view="table" />} />
        <Route path="properties/list" element={<PropertiesPage view="tiles" />} />
        <Route path="properties/:id" element={<PropertyPage />} />
        <Route path="properties/:propertyId/home-guide" element={<GuidePage guide="home" screen="overview" />} />
        <Route path="properties/:propertyId/home-guide/add/:type" element={<GuidePage guide="home" screen="add" />} />
        <Route path="properties/:propertyId/home-guide/:id" element={<GuidePage guide="home" screen="edit" />} />
        <Route path="properties/:propertyId/local-guide" element={<GuidePage guide="local" screen="overview" />} />
        <Route path="properties/:propertyId/local-guide/add/:type" element={<GuidePage guide="local" screen="add" />} />
        <Route path="properties/:propertyId/local-guide/:id" element={<GuidePage guide="local" screen="edit" />} />
        <Route path="properties/:propertyId/wifi" element={<WifiPage />} />
        <Route path="search/:query" element={<SearchPage />} />
        <Route path="services" element={<Navigate to="/services/guest" replace />} />
        <Route path="services/guest" element={<GuestServicesPage />} />
        <Route path="services/guest/add" element={<GuestServicePage screen="add" />} />
        <Route path="services/guest/:id" element={<GuestServicePage screen="edit" />} />
        <Route path="services/host-assist" element={<HostAssistPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="analytics" element={<AnalyticsPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="settings/message-templates/add" element={<MessageTemplatePage screen="add" />} />
        <Route path="settings/message-templates/:id" element={<MessageTemplatePage screen="edit" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
