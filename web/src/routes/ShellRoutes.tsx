import { isValidElement, type ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import type { FragmentRef } from '../apollo/fragments';
import type { AppHeader_UserFragment } from '../__generated__/graphql';
import { AppShell } from '../components/AppShell/AppShell';
import type { GuideScreen } from '../guides/GuidePage';
import { lazyComponent, type LazyComponent } from '../components/Lazy/lazyComponent';

// Every page is its own chunk, fetched when it is first opened.
const AnalyticsPage = lazyComponent(() => import('./analytics/AnalyticsPage'), 'AnalyticsPage');
export const PlanPage = lazyComponent(() => import('./billing/PlanPage'), 'PlanPage');
const SubscriptionReturnPage = lazyComponent(
  () => import('./billing/SubscriptionReturnPage'),
  'SubscriptionReturnPage',
);
const CalendarPage = lazyComponent(() => import('./calendar/CalendarPage'), 'CalendarPage');
const PropertyCalendarPage = lazyComponent(() => import('./calendar/PropertyCalendarPage'), 'PropertyCalendarPage');
const ChannelsPage = lazyComponent(() => import('./channels/ChannelsPage'), 'ChannelsPage');
const DashboardPage = lazyComponent(() => import('./dashboard/DashboardPage'), 'DashboardPage');
const NotFoundPage = lazyComponent(() => import('./NotFoundPage'), 'NotFoundPage');
const ProfilePage = lazyComponent(() => import('./profile/ProfilePage'), 'ProfilePage');
const HomeGuidePage = lazyComponent(() => import('./properties/HomeGuidePage'), 'HomeGuidePage');
const LocalGuidePage = lazyComponent(() => import('./properties/LocalGuidePage'), 'LocalGuidePage');
const PropertiesPage = lazyComponent(() => import('./properties/PropertiesPage'), 'PropertiesPage');
const PropertyPage = lazyComponent(() => import('./properties/PropertyPage'), 'PropertyPage');
const WifiPage = lazyComponent(() => import('./properties/WifiPage'), 'WifiPage');
const SearchPage = lazyComponent(() => import('./search/SearchPage'), 'SearchPage');
const GuestServicePage = lazyComponent(() => import('./services/GuestServicePage'), 'GuestServicePage');
const GuestServicesPage = lazyComponent(() => import('./services/GuestServicesPage'), 'GuestServicesPage');
const HostAssistPage = lazyComponent(() => import('./services/HostAssistPage'), 'HostAssistPage');
const MessageTemplatePage = lazyComponent(() => import('./settings/MessageTemplatePage'), 'MessageTemplatePage');
const SettingsPage = lazyComponent(() => import('./settings/SettingsPage'), 'SettingsPage');
const WhiteLabelPage = lazyComponent(() => import('./white-label/WhiteLabelPage'), 'WhiteLabelPage');

/** A guide's three screens: its overview, adding an entry of a type, and editing an entry. */
const guideRoutes = (path: string, Page: ComponentType<{ screen: GuideScreen }>): RouteObject[] => [
  { path, element: <Page screen="overview" /> },
  { path: `${path}/add/:type`, element: <Page screen="add" /> },
  { path: `${path}/:id`, element: <Page screen="edit" /> },
];

/** The screens inside the shell (spec §2), relative to /. */
const SHELL_PAGES: RouteObject[] = [
  { index: true, element: <DashboardPage /> },
  { path: 'channels', element: <ChannelsPage /> },
  { path: 'calendar', element: <CalendarPage /> },
  { path: 'calendar/:id', element: <PropertyCalendarPage /> },
  { path: 'calendar/:id/:detail', element: <PropertyCalendarPage /> },
  { path: 'properties', element: <PropertiesPage view="table" /> },
  { path: 'properties/list', element: <PropertiesPage view="tiles" /> },
  { path: 'properties/:id', element: <PropertyPage /> },
  ...guideRoutes('properties/:propertyId/home-guide', HomeGuidePage),
  ...guideRoutes('properties/:propertyId/local-guide', LocalGuidePage),
  { path: 'properties/:propertyId/wifi', element: <WifiPage /> },
  { path: 'search/:query', element: <SearchPage /> },
  { path: 'services', element: <Navigate to="/services/guest" replace /> },
  { path: 'services/guest', element: <GuestServicesPage /> },
  { path: 'services/guest/add', element: <GuestServicePage screen="add" /> },
  { path: 'services/guest/:id', element: <GuestServicePage screen="edit" /> },
  { path: 'services/host-assist', element: <HostAssistPage /> },
  { path: 'profile', element: <ProfilePage /> },
  { path: 'analytics', element: <AnalyticsPage /> },
  { path: 'settings', element: <SettingsPage /> },
  { path: 'white-label', element: <WhiteLabelPage /> },
  { path: 'settings/message-templates/add', element: <MessageTemplatePage screen="add" /> },
  { path: 'settings/message-templates/:id', element: <MessageTemplatePage screen="edit" /> },
  { path: '*', element: <NotFoundPage /> },
];

/** The route table of spec §2 for a signed-in host past the gates. Every screen renders inside the shell. */
export function ShellRoutes({ user }: { user: FragmentRef<AppHeader_UserFragment> }) {
  return useRoutes([
    { path: '/subscription/cancelled', element: <PlanPage cancelled /> },
    // Settings' 'Upgrade your plan': the plan page for a host who already has one.
    { path: '/subscription/plans', element: <PlanPage /> },
    { path: '/subscription/success', element: <SubscriptionReturnPage /> },
    { path: '/subscription/updated', element: <SubscriptionReturnPage /> },
    { element: <AppShell user={user} />, children: SHELL_PAGES },
  ]);
}

/** Starts fetching the code of the shell's page at `pathname` (while the gates still wait for the user's data). */
export function preloadShellPage(pathname: string) {
  for (const { route } of matchRoutes(SHELL_PAGES, pathname) ?? []) {
    const page = isValidElement(route.element) ? (route.element.type as Partial<LazyComponent<never>>) : null;
    void page?.preload?.();
  }
}
