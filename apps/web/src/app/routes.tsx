import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from './app-layout.tsx';

/** A page module exports `Component`; every page loads on demand (seed §2: "All routes load on demand"). */
const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((m) => ({ default: m.Component })));

const Landing = page(() => import('../features/marketing/pages/landing-page.tsx'));
const Login = page(() => import('../features/auth/pages/login-page.tsx'));
const Register = page(() => import('../features/auth/pages/register-page.tsx'));
const ForgotPassword = page(() => import('../features/auth/pages/forgot-password-page.tsx'));
const ResetPassword = page(() => import('../features/auth/pages/reset-password-page.tsx'));
const Onboarding = page(() => import('../features/organisations/pages/onboarding-page.tsx'));
const Pricing = page(() => import('../features/billing/pages/pricing-page.tsx'));
const Dashboard = page(() => import('../features/dashboard/pages/dashboard-page.tsx'));
const Users = page(() => import('../features/users/pages/users-page.tsx'));
const UserForm = page(() => import('../features/users/pages/user-form-page.tsx'));
const Profile = page(() => import('../features/profile/pages/profile-page.tsx'));
const OrganisationProfile = page(() => import('../features/organisations/pages/organisation-page.tsx'));
const Settings = page(() => import('../features/settings/pages/settings-page.tsx'));
const Support = page(() => import('../features/support/pages/support-page.tsx'));
const RecentActivities = page(() => import('../features/activity/pages/recent-activities-page.tsx'));
const JobsList = page(() => import('../features/jobs/pages/jobs-list-page.tsx'));
const JobEditor = page(() => import('../features/jobs/pages/job-editor-page.tsx'));
const JobDetail = page(() => import('./job-detail-route.tsx'));
const JobCredits = page(() => import('../features/billing/pages/job-credits-page.tsx'));
const Billing = page(() => import('../features/billing/pages/billing-page.tsx'));
const ChangePlan = page(() => import('../features/billing/pages/change-plan-page.tsx'));
const PurchaseCredits = page(() => import('../features/billing/pages/purchase-credits-page.tsx'));
const PendingInterviews = page(() => import('../features/interviews/pages/pending-interviews-page.tsx'));
const CandidateResult = page(() => import('../features/interviews/pages/candidate-result-page.tsx'));
const CandidateInterview = page(() => import('../features/interviews/pages/candidate-interview-page.tsx'));
const PublicInterview = page(() => import('../features/interviews/pages/public-interview-page.tsx'));
const NotFound = page(() => import('../components/not-found.tsx'));
const ComingSoon = lazy(() =>
  import('../components/coming-soon.tsx').then((m) => ({ default: m.ComingSoon })),
);

/** A page of a later issue: a clear "coming soon" state, still loaded on demand. */
const soon = (title: string, description: string) => <ComingSoon title={title} description={description} />;

/** Seed §2 route table. AppLayout applies the navigation rule and picks the chrome. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<Landing />} />
        <Route path="/login" element={<Login />} />
        <Route path="/register" element={<Register />} />
        <Route path="/forgot-password" element={<ForgotPassword />} />
        <Route path="/reset-password" element={<ResetPassword />} />
        <Route path="/onboarding" element={<Onboarding />} />
        <Route path="/pricing" element={<Pricing />} />
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/jobs-list" element={<JobsList />} />
        <Route path="/jobs/:id" element={<JobDetail />} />
        <Route
          path="/jobs/:id/insights"
          element={soon('Job insights', 'Funnel, scores and per-question analytics.')}
        />
        <Route path="/my-job/:id" element={<JobEditor />} />
        <Route
          path="/find-candidates"
          element={soon('Find candidates', 'Search the talent pool and rank it for a job.')}
        />
        <Route
          path="/my-talent-pool"
          element={soon('My Talent Pool', 'All candidate profiles of your organisation.')}
        />
        <Route
          path="/my-talent-profile/:id"
          element={soon('Talent profile', 'A candidate profile from your talent pool.')}
        />
        <Route
          path="/upload-talent"
          element={soon('Upload talent', 'Drop resumes and CSV files to grow the talent pool.')}
        />
        <Route path="/candidate-profile" element={<CandidateResult />} />
        <Route path="/candidate-profile/:id" element={<CandidateResult />} />
        <Route path="/candidate-interview/:id" element={<CandidateInterview />} />
        <Route path="/job-interview-test/:id" element={<PublicInterview />} />
        <Route path="/video-call" element={soon('Video call', 'Live video interviews.')} />
        <Route path="/pending-interviews" element={<PendingInterviews />} />
        <Route path="/recent-activities" element={<RecentActivities />} />
        <Route path="/users" element={<Users />} />
        <Route path="/users/new" element={<UserForm />} />
        <Route path="/users/edit/:id" element={<UserForm />} />
        <Route path="/billing" element={<Billing />} />
        <Route path="/change-plan" element={<ChangePlan />} />
        <Route path="/purchase-credits" element={<PurchaseCredits />} />
        <Route path="/job-credits" element={<JobCredits />} />
        <Route path="/support" element={<Support />} />
        <Route path="/profile" element={<Profile />} />
        <Route path="/organisation" element={<OrganisationProfile />} />
        <Route path="/settings" element={<Settings />} />
        <Route path="/articles/:id" element={soon('Article', 'Hiring guides from the Talvio team.')} />
        <Route path="/article/:id" element={soon('Article', 'Hiring guides from the Talvio team.')} />
        {/* AppLayout redirects unknown URLs (seed §2 navigation rule); the ones it leaves alone get a clear page. */}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
