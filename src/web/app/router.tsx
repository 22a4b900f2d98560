import { createBrowserRouter, Navigate } from 'react-router';
import { NotFoundPage } from '../features/not-found';
import { AppLayout } from './app-layout';
import { RouteErrorPage } from './route-error-page';
import { RouteFallback } from './route-fallback';
import { RedirectSignedIn, RequireSession } from './route-guards';

// Each feature's pages load on first visit; a feature's pages share one chunk.
const authPages = () => import('../features/auth/pages');
const accountPages = () => import('../features/account/pages');
const discoverPages = () => import('../features/discover/pages');
const profilePages = () => import('../features/profiles/pages');
const listPages = () => import('../features/lists/pages');
const contentPages = () => import('../features/content/pages');
const campaignPages = () => import('../features/campaigns/pages');
const reportPages = () => import('../features/reports/pages');
const connectPages = () => import('../features/connect/pages');

export const router = createBrowserRouter([
  {
    path: '/',
    Component: AppLayout,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // Pathless: a page that fails keeps the header, so the user can still navigate away.
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          {
            Component: RequireSession,
            children: [
              {
                path: 'dashboard',
                lazy: async () => {
                  const { DashboardPage } = await import('../features/dashboard');
                  return { Component: DashboardPage };
                },
              },
              {
                path: 'discover',
                lazy: async () => ({ Component: (await discoverPages()).DiscoverPage }),
              },
              {
                path: 'profile-bank',
                lazy: async () => ({ Component: (await discoverPages()).ProfileBankPage }),
              },
              {
                path: 'influencers',
                lazy: async () => ({ Component: (await profilePages()).InfluencersPage }),
              },
              {
                path: 'influencers/:profileId',
                lazy: async () => ({ Component: (await profilePages()).ProfileDetailPage }),
              },
              {
                path: 'lists',
                lazy: async () => ({ Component: (await listPages()).ListsPage }),
              },
              {
                path: 'lists/:listId',
                lazy: async () => ({ Component: (await listPages()).ListDetailPage }),
              },
              {
                path: 'content',
                lazy: async () => ({ Component: (await contentPages()).ContentPage }),
              },
              {
                path: 'calendar',
                lazy: async () => ({ Component: (await contentPages()).CalendarPage }),
              },
              {
                path: 'campaigns',
                lazy: async () => ({ Component: (await campaignPages()).CampaignsPage }),
              },
              {
                path: 'campaigns/:campaignId',
                lazy: async () => ({ Component: (await campaignPages()).CampaignDetailPage }),
              },
              {
                path: 'outreach',
                lazy: async () => {
                  const { SequencesPage } = await import('../features/outreach/pages');
                  return { Component: SequencesPage };
                },
              },
              {
                path: 'reports/:reportId',
                lazy: async () => ({ Component: (await reportPages()).ReportPage }),
              },
              {
                path: 'settings',
                lazy: async () => ({ Component: (await accountPages()).SettingsLayout }),
                children: [
                  {
                    index: true,
                    lazy: async () => ({ Component: (await accountPages()).SettingsPage }),
                  },
                  {
                    path: 'team',
                    lazy: async () => {
                      const { TeamPage } = await import('../features/team/pages');
                      return { Component: TeamPage };
                    },
                  },
                  {
                    path: 'api-key',
                    lazy: async () => ({ Component: (await accountPages()).ApiKeyPage }),
                  },
                  {
                    path: 'white-label',
                    lazy: async () => {
                      const { WhiteLabelPage } = await import('../features/whitelabel/pages');
                      return { Component: WhiteLabelPage };
                    },
                  },
                  {
                    path: 'notifications',
                    lazy: async () => {
                      const { NotificationPreferencesPage } = await import(
                        '../features/notifications/pages'
                      );
                      return { Component: NotificationPreferencesPage };
                    },
                  },
                  {
                    path: 'webhooks',
                    lazy: async () => {
                      const { WebhooksPage } = await import('../features/webhooks/pages');
                      return { Component: WebhooksPage };
                    },
                  },
                  {
                    path: 'mailboxes',
                    lazy: async () => {
                      const { MailboxesPage } = await import('../features/outreach/pages');
                      return { Component: MailboxesPage };
                    },
                  },
                  {
                    path: 'data-sources',
                    lazy: async () => {
                      const { DataSourcesPage } = await import('../features/datasources/pages');
                      return { Component: DataSourcesPage };
                    },
                  },
                  {
                    path: 'plan',
                    lazy: async () => {
                      const { PlansPage } = await import('../features/billing/pages');
                      return { Component: PlansPage };
                    },
                  },
                  {
                    path: 'custom-fields',
                    lazy: async () => ({ Component: (await profilePages()).CustomFieldsPage }),
                  },
                ],
              },
            ],
          },
          // Public: a shared creator card, signed in or not.
          {
            path: 'profile/:slug',
            lazy: async () => ({ Component: (await profilePages()).PublicProfilePage }),
          },
          {
            // Public: a shared campaign report opens without logging in.
            path: 'campaign/:slug',
            lazy: async () => ({ Component: (await campaignPages()).PublicCampaignPage }),
          },
          {
            // Public: a shared audit report opens without logging in, until sharing is off.
            path: 'report/:token',
            lazy: async () => ({ Component: (await reportPages()).PublicReportPage }),
          },
          {
            // Public: what an audit report looks like, on a demo profile.
            path: 'sample-report',
            lazy: async () => ({ Component: (await reportPages()).SampleReportPage }),
          },
          {
            // Public: an outreach email's unsubscribe link, for someone who has no account.
            path: 'unsubscribe',
            lazy: async () => {
              const { UnsubscribePage } = await import('../features/outreach/pages');
              return { Component: UnsubscribePage };
            },
          },
          {
            // Public: a creator (no account) connects their own accounts from a member's link.
            path: 'connect',
            lazy: async () => ({ Component: (await connectPages()).ConnectPage }),
          },
          {
            // Public: where a provider's consent screen sends the creator back.
            path: 'connect/redirect',
            lazy: async () => ({ Component: (await connectPages()).ConnectRedirectPage }),
          },
          {
            // Public: a shared list opens without logging in.
            path: 'shared/list/:token',
            lazy: async () => ({ Component: (await listPages()).SharedListPage }),
          },
          {
            path: 'auth',
            children: [
              { index: true, element: <Navigate to="/auth/login" replace /> },
              {
                Component: RedirectSignedIn,
                children: [
                  {
                    path: 'signup',
                    lazy: async () => ({ Component: (await authPages()).SignUpPage }),
                  },
                  {
                    path: 'login',
                    lazy: async () => ({ Component: (await authPages()).LoginPage }),
                  },
                  {
                    path: 'guest',
                    lazy: async () => ({ Component: (await authPages()).GuestLoginPage }),
                  },
                  {
                    path: 'forgot-password',
                    lazy: async () => ({ Component: (await authPages()).ForgotPasswordPage }),
                  },
                  {
                    path: 'reset-password',
                    lazy: async () => ({ Component: (await authPages()).ResetPasswordPage }),
                  },
                ],
              },
              // Both work signed in or not: a link from an email may open in either state.
              {
                path: 'verify-email',
                lazy: async () => ({ Component: (await accountPages()).VerifyEmailPage }),
              },
              {
                path: 'activate',
                lazy: async () => ({ Component: (await authPages()).ActivatePage }),
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]);
