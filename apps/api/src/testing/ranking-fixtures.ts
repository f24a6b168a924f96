import type { TalentBatch, TalentPoolList } from '@talvio/contracts/talent';
import { expect } from 'vitest';
import { publishableJob } from './job-fixtures.ts';
import { textResume } from './resume-files.ts';
import { type StaffSession, uniqueEmail } from './staff-client.ts';
import type { TestApp } from './test-app.ts';

/** Four people for the ranking tests: a real fit, a keyword-stuffed cashier, a fit without e-mail, a stranger. */

interface Person {
  name: string;
  headline: string;
  location: string;
  skills: string[];
  experience: { title: string; company: string; start: string; end: string | null; description: string }[];
  email?: boolean;
}

export const people: Person[] = [
  {
    name: 'Ana Souza',
    headline: 'Backend engineer',
    location: 'Berlin, Germany',
    skills: ['Postgres', 'Golang'],
    experience: [
      {
        title: 'Senior Backend Engineer',
        company: 'Payly',
        start: '2018-01',
        end: null,
        description: 'Payment services in Go on PostgreSQL, deployed on Kubernetes.',
      },
    ],
  },
  {
    name: 'Ben Okafor',
    headline: 'Store associate',
    location: 'Berlin, Germany',
    skills: ['PostgreSQL', 'Go', 'Kubernetes', 'Kafka', 'Docker'],
    experience: [
      {
        title: 'Cashier',
        company: 'MegaMart',
        start: '2017-01',
        end: null,
        description: 'Served customers.',
      },
    ],
  },
  {
    name: 'Chen Li',
    headline: 'Backend developer',
    location: 'Munich, Germany',
    skills: ['MySQL', 'Go'],
    experience: [
      {
        title: 'Backend Developer',
        company: 'Shoply',
        start: '2022-01',
        end: null,
        description: 'Go services.',
      },
    ],
    email: false,
  },
  {
    name: 'Dana Kim',
    headline: 'Pastry chef',
    location: 'Paris, France',
    skills: ['Baking'],
    experience: [
      { title: 'Pastry Chef', company: 'Le Four', start: '2015-01', end: null, description: 'Cakes.' },
    ],
  },
];

/**
 * Reads the people into the pool (a CSV for those with an e-mail, a résumé without one for the other), then sets
 * each one's fields as a person would, so the ranking reads exactly these.
 */
export async function addPeople(app: TestApp['app'], staff: StaffSession) {
  const csv = [
    'name,email',
    ...people
      .filter((person) => person.email !== false)
      .map((person) => `"${person.name}",${uniqueEmail('ranked')}`),
  ].join('\n');
  const batch = (await (
    await staff.api('/api/talent/batches', { method: 'POST', json: {} })
  ).json()) as TalentBatch;
  const files: [string, string][] = [['people.csv', csv]];
  for (const person of people.filter((item) => item.email === false))
    files.push([`${person.name}.txt`, textResume({ name: person.name, email: null })]);
  for (const [name, content] of files) {
    const form = new FormData();
    form.append('file', new Blob([content]), name);
    expect(
      (await staff.api(`/api/talent/batches/${batch.id}/files`, { method: 'POST', body: form })).status,
    ).toBe(201);
  }
  await app.talentQueue.settled();
  const list = (await (await staff.api('/api/candidates?page_size=100')).json()) as TalentPoolList;
  for (const person of people) {
    const item = list.items.find((row) => row.name === person.name);
    if (!item) throw new Error(`${person.name} was not read into the pool`);
    const { name: _name, email: _email, ...fields } = person;
    const res = await staff.api(`/api/candidates/${item.id}`, {
      method: 'PATCH',
      json: { ...fields, summary: null, certifications: undefined },
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }
}

/** The job the four people are ranked against: a senior backend role in Berlin needing PostgreSQL, Go and Kubernetes. */
export const backendJob = () =>
  publishableJob({
    title: 'Senior Backend Engineer',
    location: { city: 'Berlin', country_code: 'DE' },
    experience_min_years: 5,
    experience_max_years: null,
    required_skills: ['PostgreSQL', 'Go', 'Kubernetes'],
    nice_to_have_skills: [],
  });
