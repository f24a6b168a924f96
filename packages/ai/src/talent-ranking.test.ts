import { describe, expect, it } from 'vitest';
import {
  prepareRankingJob,
  type RankingJob,
  type RankingProfile,
  rankingWeights,
  rankProfile,
} from './talent-ranking.ts';

const NOW = '2026-11';

const backendJob: RankingJob = {
  title: 'Senior Backend Engineer',
  description: '',
  seniority: 'senior',
  experience_min_years: 5,
  experience_max_years: null,
  work_mode: 'hybrid',
  location: { city: 'Berlin', country_code: 'DE' },
  required_skills: ['PostgreSQL', 'Go', 'Kubernetes'],
  nice_to_have_skills: ['Kafka'],
};

const profile = (overrides: Partial<RankingProfile>): RankingProfile => ({
  headline: null,
  summary: null,
  location: 'Berlin, Germany',
  skills: [],
  experience: [],
  certifications: [],
  total_years: null,
  ...overrides,
});

const backendEngineer = profile({
  headline: 'Backend engineer',
  skills: ['Postgres', 'Golang', 'k8s', 'Kafka'],
  experience: [
    {
      title: 'Senior Backend Engineer',
      company: 'Payly',
      start: '2021-03',
      end: null,
      description: 'Built payment services in Go on PostgreSQL, deployed on Kubernetes.',
    },
    {
      title: 'Software Engineer',
      company: 'Shopline',
      start: '2018-01',
      end: '2021-02',
      description: 'Order APIs in Go; event streams with Kafka.',
    },
  ],
  total_years: 8.8,
});

const rank = (job: RankingJob, candidate: RankingProfile) =>
  rankProfile(prepareRankingJob(job), candidate, NOW);
const criterion = (ranking: ReturnType<typeof rank>, key: string) => {
  const found = ranking.criteria.find((item) => item.key === key);
  if (!found) throw new Error(`no ${key}`);
  return found;
};

describe('talent ranking', () => {
  it('ranked against a job: six criteria whose shares add up to 100 and whose points make the score', () => {
    const ranking = rank(backendJob, backendEngineer);
    expect(ranking.criteria.map((item) => item.key)).toEqual([
      'required_skills',
      'title',
      'experience',
      'work_history',
      'nice_to_have_skills',
      'location',
    ]);
    expect(ranking.criteria.reduce((sum, item) => sum + item.weight, 0)).toBe(100);
    expect(ranking.score).toBe(Math.round(ranking.criteria.reduce((sum, item) => sum + item.points, 0)));
    expect(ranking.score).toBeGreaterThanOrEqual(90);
  });

  it('ranked against a job: without nice-to-have skills their share goes to the required skills', () => {
    const ranking = rank({ ...backendJob, nice_to_have_skills: [] }, backendEngineer);
    expect(criterion(ranking, 'required_skills').weight).toBe(
      rankingWeights.required_skills + rankingWeights.nice_to_have_skills,
    );
    expect(criterion(ranking, 'nice_to_have_skills').weight).toBe(0);
  });

  it('aliases count: Postgres, Golang and k8s match PostgreSQL, Go and Kubernetes, quoting where they were seen', () => {
    const skills = criterion(rank(backendJob, backendEngineer), 'required_skills').skills;
    expect(skills.map((fit) => [fit.skill, fit.status])).toEqual([
      ['PostgreSQL', 'used'],
      ['Go', 'used'],
      ['Kubernetes', 'used'],
    ]);
    expect(skills[0]?.evidence).toEqual({
      field: 'experience',
      entry: 0,
      text: 'Built payment services in Go on PostgreSQL, deployed on Kubernetes.',
    });
  });

  it('skills shown beat skills listed: the same skills only in the skills list earn less than in the work history', () => {
    const listedOnly = profile({
      skills: ['PostgreSQL', 'Go', 'Kubernetes'],
      experience: [
        { title: 'Backend Engineer', company: 'X', start: '2019-01', end: null, description: 'APIs.' },
      ],
      total_years: 7.8,
    });
    const shown = profile({
      experience: [
        {
          title: 'Backend Engineer',
          company: 'X',
          start: '2019-01',
          end: null,
          description: 'APIs in Go on PostgreSQL, on Kubernetes.',
        },
      ],
      total_years: 7.8,
    });
    const listedPoints = criterion(rank(backendJob, listedOnly), 'required_skills');
    const shownPoints = criterion(rank(backendJob, shown), 'required_skills');
    expect(listedPoints.skills.every((fit) => fit.status === 'listed')).toBe(true);
    expect(listedPoints.points).toBeLessThan(shownPoints.points);
  });

  it('skills by their initials: a skill of three words or more is found by its initials written in capitals', () => {
    const job: RankingJob = {
      ...backendJob,
      title: 'Dental Hygienist',
      required_skills: ['Root surface debridement', 'Oral hygiene instruction'],
      nice_to_have_skills: [],
    };
    const written = (description: string) =>
      criterion(
        rank(
          job,
          profile({
            experience: [
              { title: 'Dental Hygienist', company: 'A', start: '2020-01', end: null, description },
            ],
          }),
        ),
        'required_skills',
      ).skills.map((fit) => fit.status);
    expect(written('Full-mouth RSD and OHI for perio patients.')).toEqual(['used', 'used']);
    // In lower case the letters are a word, not an abbreviation.
    expect(written('Rsd and ohi.')).toEqual(['missing', 'missing']);
  });

  it('skills shown beat skills listed: a related skill of the same kind earns a little and names what it relates to', () => {
    const mysql = profile({ skills: ['MySQL'] });
    const fit = criterion(rank(backendJob, mysql), 'required_skills').skills[0];
    expect(fit).toMatchObject({ skill: 'PostgreSQL', status: 'related', via: 'MySQL' });
  });

  it('skills in other words: all the words of a skill in one sentence count, and a name in brackets or after a slash', () => {
    const nurseJob: RankingJob = {
      ...backendJob,
      title: 'Registered Nurse — Adult Intensive Care Unit',
      seniority: 'mid',
      experience_min_years: 2,
      required_skills: ['Patient assessment', 'Advanced Life Support (ALS)', 'NMC / HCPC registration'],
      nice_to_have_skills: [],
    };
    const nurse = profile({
      experience: [
        {
          title: 'Staff Nurse, ICU',
          company: 'City Hospital',
          start: '2020-01',
          end: null,
          description: 'Assessed patients on admission and every hour. Titrated infusions.',
        },
      ],
      certifications: ['ALS provider (Resus Council)'],
      skills: ['NMC registered'],
    });
    const skills = criterion(rank(nurseJob, nurse), 'required_skills').skills;
    expect(skills.map((fit) => [fit.skill, fit.status])).toEqual([
      ['Patient assessment', 'used'],
      ['Advanced Life Support (ALS)', 'mentioned'],
      ['NMC / HCPC registration', 'listed'],
    ]);
    expect(skills[0]?.evidence?.text).toBe(
      'Assessed patients on admission and every hour. Titrated infusions.',
    );
  });

  it('title with the skills behind it: the role word of the title counts most, and either of two titles will do', () => {
    const titleOf = (job: RankingJob, title: string) =>
      criterion(
        rank(
          job,
          profile({ experience: [{ title, company: 'A', start: '2020-01', end: null, description: '' }] }),
        ),
        'title',
      );
    const nurseJob = {
      ...backendJob,
      title: 'Registered Nurse — Adult Intensive Care Unit',
      required_skills: [],
    };
    expect(titleOf(nurseJob, 'Staff Nurse').points).toBeGreaterThan(
      titleOf(nurseJob, 'Registered Pharmacist').points,
    );
    const either = { ...backendJob, title: 'Management Accountant / Financial Analyst', required_skills: [] };
    expect(titleOf(either, 'Financial Analyst').points).toBe(titleOf(either, 'Management Accountant').points);
    expect(titleOf(either, 'Financial Analyst').summary).toMatch(/Financial Analyst · A/);
  });

  it('title with the skills behind it: sharing only a rank word such as "Manager" is not the same line of work', () => {
    const job = {
      ...backendJob,
      title: 'Senior Project Manager – Commercial Construction',
      required_skills: [],
    };
    const heldTitle = (title: string) =>
      rank(
        job,
        profile({
          experience: [{ title, company: 'A', start: '2020-11', end: null, description: '' }],
          total_years: 6.1,
        }),
      );
    const projectManager = heldTitle('Project Manager');
    const salesManager = heldTitle('Business Development Manager');
    expect(criterion(salesManager, 'title').points).toBeLessThan(
      criterion(projectManager, 'title').points / 2,
    );
    expect(criterion(salesManager, 'experience').points).toBeLessThan(
      criterion(projectManager, 'experience').points / 2,
    );
    // A specific role word still counts fully on its own ("Staff Nurse" for a registered nurse's job).
    const nurseJob = { ...backendJob, title: 'Registered Nurse', required_skills: [] };
    const nurse = rank(
      nurseJob,
      profile({
        experience: [{ title: 'Staff Nurse', company: 'A', start: '2020-01', end: null, description: '' }],
      }),
    );
    expect(criterion(nurse, 'title').points).toBeGreaterThan(criterion(salesManager, 'title').points);
  });

  it('title with the skills behind it: another role word in the same line of work counts for half a role word', () => {
    const job = { ...backendJob, title: 'Warehouse Shift Supervisor', required_skills: [] };
    const held = (title: string) =>
      rank(
        job,
        profile({
          experience: [{ title, company: 'A', start: '2016-01', end: null, description: '' }],
          total_years: 10.9,
        }),
      );
    const teamLeader = held('Team Leader Warehouse');
    const operative = held('Warehouse Operative');
    const supervisor = held('Warehouse Supervisor');
    expect(criterion(teamLeader, 'title').points).toBeGreaterThan(0);
    expect(criterion(teamLeader, 'title').points).toBeLessThan(criterion(supervisor, 'title').points);
    expect(criterion(operative, 'title').points).toBe(criterion(teamLeader, 'title').points);
    // Level fit tells them apart: an operative is well below a supervisor's level.
    expect(operative.score).toBeLessThan(teamLeader.score);
    expect(criterion(operative, 'experience').summary).toContain('well below the level');
    // A peer's title in the same line of work ("Payroll Clerk" for "Payroll Specialist") is not a stranger's.
    const payrollJob = { ...backendJob, title: 'Payroll Specialist', required_skills: [] };
    const clerk = rank(
      payrollJob,
      profile({
        experience: [{ title: 'Payroll Clerk', company: 'A', start: '2020-01', end: null, description: '' }],
      }),
    );
    expect(criterion(clerk, 'title').points).toBeGreaterThanOrEqual(rankingWeights.title / 2);
  });

  it('title with the skills behind it: a title written by its initials or in short forms is read in full', () => {
    const job = {
      ...backendJob,
      title: 'Clinical Research Associate II',
      required_skills: ['Clinical research'],
    };
    const titlePoints = (title: string) =>
      criterion(
        rank(
          job,
          profile({
            experience: [
              { title, company: 'A', start: '2020-01', end: null, description: 'Clinical research.' },
            ],
          }),
        ),
        'title',
      ).points;
    expect(titlePoints('CRA II')).toBe(titlePoints('Clinical Research Associate II'));
    expect(titlePoints('cra ii')).toBe(0);
    const categoryJob = { ...backendJob, title: 'Category Manager', required_skills: [] };
    const categoryPoints = (title: string) =>
      criterion(
        rank(
          categoryJob,
          profile({ experience: [{ title, company: 'A', start: '2020-01', end: null, description: '' }] }),
        ),
        'title',
      ).points;
    expect(categoryPoints('Sr. Category Mgr')).toBe(categoryPoints('Senior Category Manager'));
  });

  it('claims weigh less without the work behind them: skills only listed or in the summary count less when no role held is like the job', () => {
    const job: RankingJob = {
      ...backendJob,
      title: 'Dental Hygienist',
      seniority: 'mid',
      experience_min_years: 2,
      experience_max_years: 8,
      required_skills: ['Periodontal therapy', 'Ultrasonic scaling', 'Dental radiography'],
      nice_to_have_skills: [],
    };
    const claims = {
      summary: 'Expert in periodontal therapy, ultrasonic scaling and dental radiography.',
      skills: ['Periodontal therapy', 'Ultrasonic scaling', 'Dental radiography'],
      total_years: 6,
    };
    const recruiter = profile({
      ...claims,
      experience: [
        {
          title: 'Recruitment Consultant',
          company: 'Staffing Ltd',
          start: '2021-01',
          end: null,
          description: 'Placing clinical staff.',
        },
      ],
    });
    const hygienist = profile({
      ...claims,
      experience: [
        {
          title: 'Dental Hygienist',
          company: 'Smiles',
          start: '2021-01',
          end: null,
          description: 'Hygiene list.',
        },
      ],
    });
    const recruiterSkills = criterion(rank(job, recruiter), 'required_skills');
    const hygienistSkills = criterion(rank(job, hygienist), 'required_skills');
    expect(recruiterSkills.skills.map((fit) => fit.status)).toEqual(
      hygienistSkills.skills.map((fit) => fit.status),
    );
    expect(recruiterSkills.points).toBeCloseTo(hygienistSkills.points / 2, 0);
    // Skills used in a role keep their full credit whatever the title.
    const usedJob = { ...job, required_skills: ['Ultrasonic scaling'] };
    const used = profile({
      experience: [
        {
          title: 'Recruitment Consultant',
          company: 'Staffing Ltd',
          start: '2021-01',
          end: null,
          description: 'Ultrasonic scaling on weekends.',
        },
      ],
    });
    expect(criterion(rank(usedJob, used), 'required_skills').points).toBe(
      rankingWeights.required_skills + rankingWeights.nice_to_have_skills,
    );
  });

  it('work history like the ad: titles and descriptions are compared with the ad, the shared words named and the closest entries quoted; skills lists, headlines and summaries never count', () => {
    const job: RankingJob = {
      ...backendJob,
      title: 'Warehouse Shift Supervisor',
      description:
        'Lead the night shift in our distribution centre: pick and pack teams, goods-in, dispatch deadlines and forklift safety.',
      seniority: 'mid',
      experience_min_years: 2,
      experience_max_years: 8,
      required_skills: [],
      nice_to_have_skills: [],
    };
    const entry = (title: string, description: string) => ({
      title,
      company: 'Northway Ltd',
      start: '2020-01',
      end: null,
      description,
    });
    const supervisor = profile({
      experience: [
        entry(
          'Shift Supervisor',
          'Ran the night shift of 30 pickers and packers; dispatch deadlines met every week.',
        ),
        entry('Warehouse Operative', 'Goods-in and forklift work in a distribution centre.'),
      ],
    });
    const recruiter = profile({
      experience: [entry('Recruitment Consultant', 'Placed candidates with clients across the region.')],
    });
    const withClaims = (candidate: RankingProfile) => ({
      ...candidate,
      headline: job.title,
      summary: job.description,
      skills: ['Forklift safety', 'Pick and pack', 'Dispatch'],
    });
    const history = (candidate: RankingProfile) => criterion(rank(job, candidate), 'work_history');
    expect(history(supervisor).points).toBeGreaterThan(history(recruiter).points + 10);
    expect(history(withClaims(recruiter)).points).toBe(history(recruiter).points);
    expect(history(withClaims(supervisor)).points).toBe(history(supervisor).points);
    expect(history(supervisor).summary).toMatch(/^The work history shares the job ad's words: .*shift/);
    expect(history(supervisor).evidence[0]).toEqual({
      field: 'experience',
      entry: 0,
      text: 'Shift Supervisor · Northway Ltd (2020-01 – present)',
    });
    expect(history(recruiter).summary).toBe('The work history shares no words with the job ad.');
  });

  it('work history like the ad: words of the ad written with another ending (kindred words) count, below the same words', () => {
    const job: RankingJob = {
      ...backendJob,
      title: 'Copywriter (Redactor Creativo)',
      description: 'Campañas publicitarias y conceptos creativos para marcas de consumo.',
      required_skills: [],
      nice_to_have_skills: [],
    };
    const entry = (title: string, description: string) => ({
      title,
      company: 'Agencia Sur',
      start: '2020-01',
      end: null,
      description,
    });
    const history = (description: string, title: string) =>
      criterion(rank(job, profile({ experience: [entry(title, description)] })), 'work_history').points;
    // Same description, sharing no word with the ad; only the title's endings differ.
    const kindred = history('Wrote for clients.', 'Redactora creativa');
    expect(kindred).toBeGreaterThan(0);
    expect(kindred).toBeLessThan(history('Wrote for clients.', 'Redactor creativo'));
  });

  it('title with the skills behind it: a keyword-stuffed profile with another job ranks below a real one', () => {
    const stuffed = profile({
      skills: ['PostgreSQL', 'Go', 'Kubernetes', 'Kafka', 'Docker', 'Redis', 'gRPC', 'AWS'],
      experience: [
        {
          title: 'Cashier',
          company: 'MegaMart',
          start: '2019-05',
          end: null,
          description: 'Served customers at the till.',
        },
      ],
      total_years: 7.5,
    });
    expect(rank(backendJob, stuffed).score).toBeLessThan(rank(backendJob, backendEngineer).score - 30);
  });

  it('title with the skills behind it: the same title in another trade earns less for its title', () => {
    const otherTrade = profile({
      experience: [
        {
          title: 'Senior Backend Engineer',
          company: 'Stage Builders',
          start: '2015-01',
          end: null,
          description: 'Rigging and backstage construction for touring concerts.',
        },
      ],
      total_years: 11.8,
    });
    const ours = criterion(rank(backendJob, backendEngineer), 'title').points;
    expect(criterion(rank(backendJob, otherTrade), 'title').points).toBeLessThanOrEqual(ours / 2);
  });

  it('relevant years: only years in roles like the job count towards the years asked for', () => {
    const careerChanger = profile({
      experience: [
        {
          title: 'Backend Engineer',
          company: 'A',
          start: '2024-11',
          end: null,
          description: 'Go and PostgreSQL.',
        },
        { title: 'Chef', company: 'B', start: '2012-01', end: '2024-10', description: 'Ran a kitchen.' },
      ],
      total_years: 14.8,
    });
    const experience = criterion(rank(backendJob, careerChanger), 'experience');
    expect(experience.summary).toMatch(
      /^About [12](\.\d)? years in roles like this one; the job asks for 5\+ years\./,
    );
    expect(experience.evidence.map((item) => item.entry)).toEqual([0]);
  });

  it('relevant years: a role whose title reads unlike the job’s counts when its description reads like the ad', () => {
    const job: RankingJob = {
      ...backendJob,
      title: 'Warehouse Shift Supervisor',
      description:
        'Lead the night shift: pick and pack teams, goods-in, dispatch deadlines and forklift safety.',
      seniority: 'mid',
      experience_min_years: 2,
      experience_max_years: 8,
      required_skills: ['SAP EWM'],
      nice_to_have_skills: [],
    };
    const entry = (description: string) => ({
      title: 'Kierownik zmiany',
      company: 'Magazyn Sp. z o.o.',
      start: '2020-01',
      end: '2023-12',
      description,
    });
    const years = (description: string) =>
      criterion(rank(job, profile({ experience: [entry(description)], total_years: 4 })), 'experience')
        .summary;
    expect(
      years('Night shift lead: pick and pack teams, goods-in, dispatch deadlines, forklift safety.'),
    ).toMatch(/^About [34](\.\d)? years in roles like this one/);
    expect(years('Zarządzanie zespołem.')).toMatch(/^About 0 years in roles like this one/);
  });

  it('level fit: an intern is far below a senior role and a director far above a junior one', () => {
    const intern = profile({
      experience: [
        {
          title: 'Backend Engineering Intern',
          company: 'A',
          start: '2020-01',
          end: null,
          description: 'Go, PostgreSQL, Kubernetes.',
        },
      ],
    });
    expect(criterion(rank(backendJob, intern), 'experience').summary).toMatch(/well below the level/);
    const juniorJob: RankingJob = {
      ...backendJob,
      title: 'Junior Backend Engineer',
      seniority: 'junior',
      experience_min_years: 0,
      experience_max_years: 2,
    };
    const director = profile({
      experience: [
        {
          title: 'Director of Engineering',
          company: 'A',
          start: '2008-01',
          end: null,
          description: 'Go and PostgreSQL teams on Kubernetes.',
        },
      ],
      total_years: 18.8,
    });
    expect(criterion(rank(juniorJob, director), 'experience').summary).toMatch(
      /Far more experience.*well above the level/,
    );
  });

  it('location fit: the job city counts fully, its country in part, elsewhere little; remote jobs take anyone', () => {
    const where = (location: string | null) =>
      criterion(rank(backendJob, profile({ location })), 'location').points;
    expect(where('Berlin, Germany')).toBe(5);
    expect(where('Munich, Germany')).toBe(3);
    expect(where('Hamburg, DE')).toBe(3);
    const london = { ...backendJob, location: { city: 'London', country_code: 'GB' } };
    expect(criterion(rank(london, profile({ location: 'Leeds, UK' })), 'location').points).toBe(3);
    expect(where('Lisbon, Portugal')).toBeLessThan(1);
    expect(where(null)).toBe(2.5);
    const remote = { ...backendJob, work_mode: 'remote' as const, location: null };
    expect(criterion(rank(remote, profile({ location: 'Lisbon, Portugal' })), 'location').points).toBe(5);
  });

  it('blind ranking: the profile the engine reads has no field that names or pictures the person', () => {
    const keys = Object.keys(backendEngineer).sort();
    expect(keys).toEqual([
      'certifications',
      'experience',
      'headline',
      'location',
      'skills',
      'summary',
      'total_years',
    ]);
  });

  it('every point explained: each criterion with points has a summary and, for skills, the line it came from', () => {
    for (const item of rank(backendJob, backendEngineer).criteria) {
      expect(item.summary.length).toBeGreaterThan(10);
      if (item.points > 0 && item.key !== 'location') expect(item.evidence.length).toBeGreaterThan(0);
    }
  });

  it('is deterministic', () => {
    expect(rank(backendJob, backendEngineer)).toEqual(rank(backendJob, backendEngineer));
  });
});
