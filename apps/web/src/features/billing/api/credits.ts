import type { CreditLedger, CreditLedgerQuery } from '@talvio/contracts/credits';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { jobCreditKeys } from '../../../lib/query-keys.ts';

/** GET /job-credits/ledger (admins): every grant and spend, newest first, with the balance after each. */
export const creditLedgerQuery = (query: CreditLedgerQuery) =>
  queryOptions({
    queryKey: jobCreditKeys.ledger(query),
    queryFn: () =>
      apiFetch<CreditLedger>(`/job-credits/ledger?page=${query.page ?? 1}&pageSize=${query.pageSize ?? 20}`),
    placeholderData: keepPreviousData,
  });
