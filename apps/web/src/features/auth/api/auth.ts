import type { AuthProviders } from '@talvio/contracts/auth';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import {
  confirmEmailAndSignIn,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signInWithEmail,
  signInWithGooglePopup,
  signUpWithEmail,
} from '../../../lib/identity-client.ts';
import { finishSignIn, type PendingRegistration, pendingRegistration } from './finish-sign-in.ts';

/** Keys only this feature reads. */
const authKeys = { providers: () => ['auth', 'providers'] as const };

// Queries.

/** GET /auth/providers: which sign-in methods this deployment offers. */
export const providersQuery = () =>
  queryOptions({
    queryKey: authKeys.providers(),
    queryFn: () => apiFetch<AuthProviders>('/auth/providers', { auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { public: true },
  });
export const useAuthProviders = () => useQuery(providersQuery());

// Mutations. A sign-in stores the session, makes sure the staff profile exists and answers with where to go
// next (onboarding or the dashboard); navigating there is the caller's.

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }) => {
      await signInWithEmail(email.trim(), password);
      return finishSignIn(queryClient, { name: email.split('@')[0] ?? '' });
    },
  });
}

/** A confirmation link is used once per page load, even when React runs the effect twice (development). */
const confirmations = new Map<string, Promise<string>>();

function confirmOnce(token: string, queryClient: QueryClient): Promise<string> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = (async () => {
      await confirmEmailAndSignIn(token);
      const pending = pendingRegistration.take();
      return finishSignIn(queryClient, {
        name: pending?.name ?? '',
        ...(pending?.organisation_name ? { organisation_name: pending.organisation_name } : {}),
      });
    })();
    confirmations.set(token, confirmation);
  }
  return confirmation;
}

/** An e-mailed confirmation link (/login?verify=…): confirms, signs in and creates the organisation named at sign-up. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (token: string) => confirmOnce(token, queryClient) });
}

export function useGoogleSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { name } = await signInWithGooglePopup();
      return finishSignIn(queryClient, { name });
    },
  });
}

/**
 * Creates the account, then keeps what the form said in this browser until the e-mailed link is opened (see
 * `pendingRegistration`).
 */
export const useSignUp = () =>
  useMutation({
    mutationFn: async ({ password, ...registration }: PendingRegistration & { password: string }) => {
      await signUpWithEmail({ email: registration.email, password, name: registration.name });
      pendingRegistration.save(registration);
    },
  });

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

export const useResetPassword = () =>
  useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) => resetPassword(token, password),
  });
