import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import { AppLayout } from './app-layout.tsx';
import { PageShown } from './page-shown.tsx';

/** A page module exports `Component`; every page loads on demand. */
type PageModule = { Component: ComponentType };
type Page = LazyExoticComponent<ComponentType> & { preload: () => Promise<PageModule> };
const page = (load: () => Promise<PageModule>): Page =>
  Object.assign(
    lazy(() => load().then((m) => ({ default: m.Component }))),
    { preload: load },
  );
/**
 * A page that is not a first screen: it arrives with every Mantine component's styles (the first screens bring only
 * their own, query-layer.tsx).
 */
const laterPage = (load: () => Promise<PageModule>): Page =>
  page(() => Promise.all([load(), import('./styles-full.ts')]).then(([m]) => m));

const Landing = page(() => import('../features/marketing/pages/landing-page.tsx'));
const Login = page(() => import('../features/auth/pages/login-page.tsx'));
const Register = page(() => import('../features/auth/pages/register-page.tsx'));
const ForgotPassword = laterPage(() => import('../features/auth/pages/forgot-password-page.tsx'));
const ResetPassword = laterPage(() => import('../features/auth/pages/reset-password-page.tsx'));
const Onboarding = page(() => import('../features/organisations/pages/onboarding-page.tsx'));
const Pricing = page(() => import('../features/billing/pages/pricing-page.tsx'));
const Dashboard = page(() => import('../features/dashboard/pages/dashboard-page.tsx'));
const Users = laterPage(() => import('../features/users/pages/users-page.tsx'));
const UserForm = laterPage(() => import('../features/users/pages/user-form-page.tsx'));
const Profile = laterPage(() => import('../features/profile/pages/profile-page.tsx'));
const OrganisationProfile = laterPage(() => import('../features/organisations/pages/organisation-page.tsx'));
const Settings = laterPage(() => import('../features/settings/pages/settings-page.tsx'));
const Support = laterPage(() => import('../features/support/pages/support-page.tsx'));
const RecentActivities = laterPage(() => import('../features/activity/pages/recent-activities-page.tsx'));
const JobsList = laterPage(() => import('../features/jobs/pages/jobs-list-page.tsx'));
const JobEditor = laterPage(() => import('../features/jobs/pages/job-editor-page.tsx'));
const JobDetail = laterPage(() => import('./job-detail-route.tsx'));
const JobInsights = laterPage(() => import('../features/jobs/pages/job-insights-page.tsx'));
const JobCredits = laterPage(() => import('../features/billing/pages/job-credits-page.tsx'));
const Billing = laterPage(() => import('../features/billing/pages/billing-page.tsx'));
const ChangePlan = laterPage(() => import('../features/billing/pages/change-plan-page.tsx'));
const PurchaseCredits = laterPage(() => import('../features/billing/pages/purchase-credits-page.tsx'));
const PendingInterviews = laterPage(() => import('../features/interviews/pages/pending-interviews-page.tsx'));
const CandidateResult = laterPage(() => import('../features/interviews/pages/candidate-result-page.tsx'));
const CandidateInterview = page(() => import('../features/interviews/pages/candidate-interview-page.tsx'));
const PublicInterview = page(() => import('../features/interviews/pages/public-interview-page.tsx'));
const UploadTalent = laterPage(() => import('../features/talent/pages/upload-talent-page.tsx'));
const TalentPool = laterPage(() => import('../features/talent/pages/talent-pool-page.tsx'));
const TalentProfile = laterPage(() => import('../features/talent/pages/talent-profile-page.tsx'));
const FindCandidates = laterPage(() => import('../features/talent/pages/find-candidates-page.tsx'));
const VideoCall = laterPage(() => import('../features/interviews/video/pages/video-call-page.tsx'));
const ArticlePage = laterPage(() => import('../features/articles/pages/article-page.tsx'));
const NotFound = laterPage(() => import('../components/not-found.tsx'));

/** The route table: every page, by path. */
const pages: { path: string; Page: Page }[] = [
  { path: '/', Page: Landing },
  { path: '/login', Page: Login },
  { path: '/register', Page: Register },
  { path: '/forgot-password', Page: ForgotPassword },
  { path: '/reset-password', Page: ResetPassword },
  { path: '/onboarding', Page: Onboarding },
  { path: '/pricing', Page: Pricing },
  { path: '/dashboard', Page: Dashboard },
  { path: '/jobs-list', Page: JobsList },
  { path: '/jobs/:id', Page: JobDetail },
  { path: '/jobs/:id/insights', Page: JobInsights },
  { path: '/my-job/:id', Page: JobEditor },
  { path: '/candidate-profile', Page: CandidateResult },
  { path: '/candidate-profile/:id', Page: CandidateResult },
  { path: '/candidate-interview/:id', Page: CandidateInterview },
  { path: '/job-interview-test/:id', Page: PublicInterview },
  { path: '/pending-interviews', Page: PendingInterviews },
  { path: '/upload-talent', Page: UploadTalent },
  { path: '/my-talent-pool', Page: TalentPool },
  { path: '/my-talent-profile/:id', Page: TalentProfile },
  { path: '/find-candidates', Page: FindCandidates },
  { path: '/recent-activities', Page: RecentActivities },
  { path: '/users', Page: Users },
  { path: '/users/new', Page: UserForm },
  { path: '/users/edit/:id', Page: UserForm },
  { path: '/billing', Page: Billing },
  { path: '/change-plan', Page: ChangePlan },
  { path: '/purchase-credits', Page: PurchaseCredits },
  { path: '/job-credits', Page: JobCredits },
  { path: '/support', Page: Support },
  { path: '/profile', Page: Profile },
  { path: '/organisation', Page: OrganisationProfile },
  { path: '/settings', Page: Settings },
  { path: '/video-call', Page: VideoCall },
  { path: '/articles/:id', Page: ArticlePage },
  { path: '/article/:id', Page: ArticlePage },
];

/**
 * Starts loading the page of a URL at once (the app calls it before its first render), so its code downloads
 * alongside the layout's instead of after it.
 */
export function preloadPage(pathname: string): void {
  const [match] = matchRoutes(pages, pathname) ?? [];
  void match?.route.Page.preload().catch(() => {});
}

/** AppLayout applies the navigation rule and picks the chrome. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {pages.map(({ path, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <>
                <Page />
                <PageShown />
              </>
            }
          />
        ))}
        {/* AppLayout redirects unknown URLs (docs/product/app-shell.md); the ones it leaves alone get a clear page. */}
        <Route
          path="*"
          element={
            <>
              <NotFound />
              <PageShown />
            </>
          }
        />
      </Route>
    </Routes>
  );
}
