import { describe, expect, it } from 'vitest';
import {
  acceptsInterviews,
  allowedJobActions,
  isJobDeletable,
  isJobEditable,
  type JobAction,
  type JobStatus,
  jobActions,
  jobStatuses,
  jobTransition,
  targetStatus,
} from './job-status.ts';

describe('job status: draft → open ⇄ paused → closed', () => {
  it('job status: publish takes a draft to open and is the only action that spends a credit', () => {
    expect(jobTransition('draft', 'publish')).toEqual({
      ok: true,
      from: 'draft',
      to: 'open',
      spendsCredit: true,
    });
    for (const action of ['pause', 'reopen', 'close'] as const) {
      for (const status of jobStatuses) {
        const result = jobTransition(status, action);
        if (result.ok) expect(result.spendsCredit, `${status} ${action}`).toBe(false);
      }
    }
  });

  it('job status: open ⇄ paused, reopening costs no credit', () => {
    expect(jobTransition('open', 'pause')).toMatchObject({ ok: true, to: 'paused' });
    expect(jobTransition('paused', 'reopen')).toMatchObject({ ok: true, to: 'open', spendsCredit: false });
  });

  it('job status: open or paused jobs close; closed is final', () => {
    expect(jobTransition('open', 'close')).toMatchObject({ ok: true, to: 'closed' });
    expect(jobTransition('paused', 'close')).toMatchObject({ ok: true, to: 'closed' });
    for (const action of jobActions) {
      expect(jobTransition('closed', action), action).toEqual({ ok: false, from: 'closed', action });
    }
  });

  it('job status: exactly the five arrows of the state machine are allowed', () => {
    const allowed: string[] = [];
    for (const status of jobStatuses) {
      for (const action of jobActions) {
        const result = jobTransition(status, action);
        if (result.ok) allowed.push(`${status} -${action}-> ${result.to}`);
      }
    }
    expect(allowed.sort()).toEqual(
      [
        'draft -publish-> open',
        'open -close-> closed',
        'open -pause-> paused',
        'paused -close-> closed',
        'paused -reopen-> open',
      ].sort(),
    );
  });

  it('refuses the invalid ones and reports the current status and the action', () => {
    const invalid: [JobStatus, JobAction][] = [
      ['draft', 'pause'],
      ['draft', 'reopen'],
      ['draft', 'close'],
      ['open', 'publish'],
      ['open', 'reopen'],
      ['paused', 'publish'],
      ['paused', 'pause'],
    ];
    for (const [status, action] of invalid) {
      expect(jobTransition(status, action)).toEqual({ ok: false, from: status, action });
    }
  });

  it('allowedJobActions lists what each status accepts', () => {
    expect(allowedJobActions('draft')).toEqual(['publish']);
    expect(allowedJobActions('open')).toEqual(['pause', 'close']);
    expect(allowedJobActions('paused')).toEqual(['reopen', 'close']);
    expect(allowedJobActions('closed')).toEqual([]);
    for (const status of jobStatuses) {
      for (const action of jobActions) {
        expect(allowedJobActions(status).includes(action)).toBe(jobTransition(status, action).ok);
      }
    }
  });

  it('closed jobs are read-only, only drafts can be deleted, only open jobs accept interviews', () => {
    expect(jobStatuses.filter(isJobEditable)).toEqual(['draft', 'open', 'paused']);
    expect(jobStatuses.filter(isJobDeletable)).toEqual(['draft']);
    expect(jobStatuses.filter(acceptsInterviews)).toEqual(['open']);
  });

  it('targetStatus names where an action leads', () => {
    expect(jobActions.map(targetStatus)).toEqual(['open', 'paused', 'open', 'closed']);
  });
});
