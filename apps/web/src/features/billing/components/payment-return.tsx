import { Alert, Loader, Text } from '@mantine/core';
import type { VerifyPaymentResponse } from '@talvio/contracts/billing';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useVerifyPayment } from '../api/billing.ts';
import { paymentReturn } from '../checkout.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'verifying' }
  | { kind: 'done'; result: VerifyPaymentResponse }
  | { kind: 'failed'; message: string };

/**
 * When the checkout sends the browser back with the razorpay_* parameters, confirm the payment with the server
 * (POST /razorpay/verify-payment) and say what happened. Safe to repeat: the server applies a payment once.
 */
export function PaymentReturn() {
  const [params, setParams] = useSearchParams();
  const verify = useVerifyPayment().mutateAsync;
  const [state, setState] = useState<State>({ kind: 'idle' });
  const handled = useRef(false);

  useEffect(() => {
    const request = paymentReturn(params);
    // A cancelled or failed checkout comes back with Razorpay's error[code], error[description], … parameters.
    const failed = [...params.keys()].some((key) => key.startsWith('error'));
    if (handled.current || (!request && !failed)) return;
    handled.current = true;
    const reason = params.get('error[description]');
    setParams({}, { replace: true });
    if (!request) {
      setState({
        kind: 'failed',
        message: `${reason ? `${reason}. ` : ''}The payment was not completed and nothing was charged.`,
      });
      return;
    }
    setState({ kind: 'verifying' });
    verify(request).then(
      (result) => setState({ kind: 'done', result }),
      (err: unknown) => setState({ kind: 'failed', message: errorMessage(err) }),
    );
  }, [params, setParams, verify]);

  if (state.kind === 'idle') return null;
  if (state.kind === 'verifying') {
    return (
      <Alert color="blue" mb="md" title="Confirming your payment…" icon={<Loader size="xs" />} role="status">
        <Text size="sm">This takes a moment.</Text>
      </Alert>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Alert color="red" mb="md" title="Payment not confirmed" role="alert">
        {state.message}
      </Alert>
    );
  }
  const { result } = state;
  return (
    <Alert color="teal" mb="md" title="Payment received" role="status">
      {result.kind === 'credits'
        ? `${result.credits_added} job credit${result.credits_added === 1 ? '' : 's'} added. You now have ${result.remaining}.`
        : `Your ${result.subscription.plan} plan is ${result.subscription.status}.`}
    </Alert>
  );
}
