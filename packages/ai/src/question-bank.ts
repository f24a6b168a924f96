import type { RoleFamily } from './role-family.ts';
import type { SkillCategory } from './taxonomy.ts';

/** 0 = foundation (easy), 1 = core (medium), 2 = advanced (hard). */
export type Level = 0 | 1 | 2;

export interface QuestionTemplate {
  /** `{skill}` is the skill as it reads in a sentence, `{title}` the job title, `{org}` the organisation. */
  text: string;
  /** 3–5 short, checkable statements of what a good answer contains. */
  rubric: string[];
  level: Level;
}

const t = (level: Level, text: string, rubric: string[]): QuestionTemplate => ({ level, text, rubric });

/** Questions written for one skill, keyed by taxonomy id. */
export const SKILL_QUESTIONS: Record<string, QuestionTemplate[]> = {
  react: [
    t(0, 'In React, what is the difference between props and state, and when would you lift state up?', [
      'Props are inputs passed from the parent and read-only in the child',
      'State is owned by a component and changes trigger a re-render',
      'Lifting state up moves shared state to the closest common ancestor',
      'Gives a concrete example of two components sharing state',
    ]),
    t(
      1,
      'How do you manage state in a growing React application? Compare local state, context and a dedicated store.',
      [
        'Keeps state as local as possible and derives what can be derived',
        'Uses context for low-frequency, widely shared values and notes its re-render cost',
        'Explains when a store (Redux, Zustand) or a server-state library earns its place',
        'Separates server state (caching, refetching) from client UI state',
      ],
    ),
    t(
      1,
      'Explain how useEffect works. What mistakes have you seen with its dependency array, and how do you avoid them?',
      [
        'Effects run after render to synchronise with something outside React',
        'Missing dependencies cause stale values; extra ones cause needless runs or loops',
        'Cleans up subscriptions and timers in the returned function',
        'Avoids effects for derived data or event-driven logic',
      ],
    ),
    t(
      2,
      'A React page re-renders slowly when users type in a search box. How would you find and fix the cause?',
      [
        'Measures first with the React Profiler or performance tools',
        'Identifies unnecessary re-renders and their cause (new props, context changes)',
        'Applies memoisation (memo, useMemo, useCallback) where it is measured to help',
        'Considers debouncing, deferred values/transitions or list virtualisation',
        'Verifies the improvement after the change',
      ],
    ),
    t(
      2,
      'How would you design a reusable, accessible component library in React for several product teams?',
      [
        'Defines a clear, composable API with sensible defaults',
        'Builds accessibility in: semantics, keyboard use, focus management, ARIA only where needed',
        'Documents components and tests them (unit, visual or interaction tests)',
        'Plans versioning and migration for breaking changes',
      ],
    ),
  ],
  typescript: [
    t(0, 'What does TypeScript add to JavaScript, and what does it not protect you from at run time?', [
      'Static types checked at compile time, erased at run time',
      'Catches type errors, typos and wrong calls early, and improves editor tooling',
      'Data from outside (APIs, user input) still needs run-time validation',
      'Mentions strict mode as the recommended setting',
    ]),
    t(
      1,
      'When would you use a union type with a discriminant instead of optional properties? Give an example.',
      [
        'Models mutually exclusive states explicitly (for example loading, success, error)',
        'A shared literal field lets TypeScript narrow the type',
        'Makes impossible states unrepresentable, unlike many optional fields',
        'Mentions exhaustive checks with never in a switch',
      ],
    ),
    t(1, 'Explain generics in TypeScript with an example from code you have written.', [
      'Generics let a function or type work over many types while keeping type safety',
      'Gives a concrete, realistic example',
      'Uses constraints (extends) to require a shape',
      'Avoids any and unnecessary type assertions',
    ]),
    t(2, 'How do you keep types and run-time data in sync at the boundaries of a TypeScript application?', [
      'Validates external data at the edge (for example with zod or a JSON schema)',
      'Infers static types from the schema to keep one source of truth',
      'Treats unknown input as unknown rather than casting it',
      'Shares contracts between client and server where possible',
    ]),
    t(2, 'What are conditional and mapped types, and when have they been worth their complexity?', [
      'Mapped types transform the properties of another type (Partial, Readonly, Record)',
      'Conditional types choose a type based on another (T extends U ? X : Y), with infer',
      'Gives a case where they removed duplication or prevented bugs',
      'Weighs readability for the team against cleverness',
    ]),
  ],
  javascript: [
    t(0, 'Explain the difference between let, const and var in JavaScript.', [
      'var is function-scoped and hoisted; let and const are block-scoped',
      'const prevents reassignment but not mutation of objects',
      'Explains the temporal dead zone or hoisting behaviour',
    ]),
    t(1, 'How does the JavaScript event loop work, and what does it mean for async code?', [
      'Single-threaded execution with a call stack',
      'Distinguishes the microtask queue (promises) from the task queue (timers, I/O)',
      'Long synchronous work blocks the page or server',
      'Uses async/await or promises correctly with error handling',
    ]),
    t(2, 'How would you track down a memory leak in a long-running JavaScript application?', [
      'Reproduces the growth and takes heap snapshots to compare',
      'Looks for common causes: listeners, timers, caches, closures holding references',
      'Fixes the root cause and confirms memory stabilises',
    ]),
  ],
  python: [
    t(
      0,
      'What is the difference between a list, a tuple, a set and a dictionary in Python, and when would you use each?',
      [
        'Lists are ordered and mutable; tuples are ordered and immutable',
        'Sets hold unique items with fast membership tests',
        'Dictionaries map keys to values with fast lookups',
        'Gives a fitting use case for each',
      ],
    ),
    t(1, 'How do you structure, test and package a Python project so others can work on it?', [
      'Uses virtual environments and pinned dependencies',
      'Organises code into modules/packages with clear responsibilities',
      'Writes automated tests (for example pytest) and runs them in CI',
      'Uses linting, formatting and type hints',
    ]),
    t(2, 'A Python service is too slow under load. How do you find out why and what options do you have?', [
      'Profiles before optimising (cProfile, py-spy, tracing)',
      'Distinguishes CPU-bound from I/O-bound work',
      'Chooses fitting tools: async I/O, multiprocessing, caching, better algorithms, native libraries',
      'Mentions the GIL and its effect on threads',
    ]),
  ],
  java: [
    t(0, 'Explain the difference between an interface and an abstract class in Java.', [
      'Interfaces define a contract; a class can implement many',
      'Abstract classes can hold state and shared implementation; single inheritance',
      'Mentions default methods in interfaces',
    ]),
    t(
      1,
      'How does garbage collection work in the JVM, and how has it affected an application you worked on?',
      [
        'Objects without references are reclaimed automatically',
        'Describes generations or modern collectors (G1, ZGC) at a high level',
        'Explains how pauses or allocation rates affected performance and how they were tuned',
      ],
    ),
    t(2, 'How do you make shared state safe in a concurrent Java application?', [
      'Prefers immutability and confinement over shared mutable state',
      'Uses java.util.concurrent structures, locks or atomics correctly',
      'Explains visibility and ordering (volatile, happens-before)',
      'Tests or reasons about race conditions and deadlocks',
    ]),
  ],
  go: [
    t(0, 'How does error handling work in Go, and why does the language avoid exceptions?', [
      'Errors are returned as values and checked explicitly',
      'Wraps errors with context (fmt.Errorf with %w) and inspects them with errors.Is/As',
      'Reserves panic for truly unrecoverable situations',
    ]),
    t(1, 'Explain goroutines and channels. How do you stop goroutines from leaking?', [
      'Goroutines are lightweight concurrent functions scheduled by the runtime',
      'Channels pass data and synchronise goroutines',
      'Uses context cancellation and closes channels to end work',
      'Mentions sync.WaitGroup or errgroup to wait for completion',
    ]),
    t(2, 'How would you design a high-throughput Go service that calls several slow downstream APIs?', [
      'Calls downstreams concurrently with bounded parallelism',
      'Sets timeouts and propagates context cancellation',
      'Adds retries with backoff, circuit breaking or fallbacks',
      'Measures with profiling and metrics',
    ]),
  ],
  'node-js': [
    t(1, 'How does Node.js handle many concurrent requests on a single thread, and what can block it?', [
      'Non-blocking I/O driven by the event loop',
      'CPU-heavy or synchronous work blocks every request',
      'Offloads heavy work to worker threads, queues or other services',
      'Handles promise rejections and errors so the process stays healthy',
    ]),
    t(2, 'How would you run a Node.js API reliably in production?', [
      'Structured logging, metrics and health checks',
      'Graceful shutdown that finishes in-flight requests',
      'Runs several processes or replicas behind a load balancer',
      'Validates input and keeps secrets out of code and logs',
    ]),
  ],
  sql: [
    t(0, 'What is the difference between an INNER JOIN and a LEFT JOIN? Give an example.', [
      'INNER JOIN keeps only rows with a match in both tables',
      'LEFT JOIN keeps every row of the left table, with NULLs where there is no match',
      'Gives a correct, concrete example',
    ]),
    t(1, 'A query that used to be fast is now slow. How do you investigate it?', [
      'Reads the query plan (EXPLAIN / EXPLAIN ANALYZE)',
      'Checks indexes, row estimates and data growth',
      'Rewrites the query or adds a fitting index and measures again',
    ]),
    t(
      2,
      'How do transactions and isolation levels protect data, and where have you had to think about them?',
      [
        'Transactions make a group of changes atomic',
        'Explains isolation levels and anomalies such as lost updates or phantom reads',
        'Uses locking or constraints to prevent races (for example double spending)',
      ],
    ),
  ],
  postgresql: [
    t(1, 'How do you choose indexes in PostgreSQL, and how do you know they are used?', [
      'Indexes follow the real query patterns (filters, joins, sort order)',
      'Knows index types: B-tree, GIN for full text/JSONB, partial and composite indexes',
      'Checks usage with EXPLAIN ANALYZE and statistics',
      'Weighs the write and storage cost of each index',
    ]),
    t(2, 'How would you change the schema of a large, busy PostgreSQL table without downtime?', [
      'Uses additive, backward-compatible migrations in several steps',
      'Avoids long locks (for example CREATE INDEX CONCURRENTLY, batched backfills)',
      'Coordinates application deploys with the migration',
      'Has a rollback plan and monitors during the change',
    ]),
  ],
  'amazon-web-services': [
    t(1, 'How would you design a simple, secure and scalable web application on AWS?', [
      'Picks fitting compute (ECS/Fargate, Lambda or EC2) and a managed database',
      'Uses private networking, security groups and least-privilege IAM',
      'Adds load balancing, autoscaling and health checks',
      'Sets up monitoring, logging and backups',
    ]),
    t(2, 'How do you keep AWS costs under control while the product grows?', [
      'Tags resources and reviews costs regularly',
      'Right-sizes instances and uses autoscaling',
      'Uses savings plans, spot or serverless where they fit',
      'Removes unused resources and sets budgets or alerts',
    ]),
  ],
  kubernetes: [
    t(1, 'Explain how a Deployment, a Service and an Ingress work together in Kubernetes.', [
      'A Deployment manages replicated pods and rolling updates',
      'A Service gives pods a stable address and load balancing',
      'An Ingress routes external HTTP traffic to Services',
      'Mentions readiness and liveness probes',
    ]),
    t(2, 'Pods of a service keep restarting in production. How do you investigate?', [
      'Checks pod events, logs and previous container logs',
      'Looks at probes, resource limits (OOMKilled) and configuration',
      'Correlates with recent deployments and metrics',
      'Fixes the root cause and adds alerting to catch it earlier',
    ]),
  ],
  docker: [
    t(0, 'What is the difference between a Docker image and a container?', [
      'An image is a read-only template built from layers',
      'A container is a running instance of an image',
      'Mentions the Dockerfile as the recipe for an image',
    ]),
    t(1, 'How do you write a small, secure and fast-building Dockerfile?', [
      'Uses a minimal base image and multi-stage builds',
      'Orders layers to make good use of the build cache',
      'Runs as a non-root user and keeps secrets out of the image',
      'Pins versions for reproducible builds',
    ]),
  ],
  'registered-nursing': [
    t(
      0,
      'Walk me through how you carry out and document a full patient assessment at the start of a shift.',
      [
        'Uses a structured approach (for example ABCDE or head-to-toe)',
        'Records a full set of observations and compares them with the baseline',
        'Reviews the care plan, medication chart and handover information',
        'Documents findings clearly and promptly',
      ],
    ),
    t(1, 'How do you make sure medicines are administered safely on a busy ward?', [
      'Checks the rights of medication administration (patient, drug, dose, route, time)',
      'Checks allergies and identity before giving any medicine',
      'Avoids interruptions and follows double-check rules for high-risk drugs',
      'Reports and learns from errors or near misses',
    ]),
    t(1, 'A patient’s observations are getting worse. What do you do and how do you escalate?', [
      'Recognises deterioration using an early warning score and clinical judgement',
      'Acts immediately within their competence (ABCDE, oxygen, positioning)',
      'Escalates promptly using SBAR to the right clinician',
      'Increases monitoring and documents actions and times',
    ]),
    t(2, 'As nurse in charge, how do you prioritise and allocate care when the ward is short-staffed?', [
      'Assesses acuity and risk to decide priorities',
      'Allocates staff according to skills and patient needs',
      'Escalates staffing concerns through the proper route',
      'Keeps patient safety first and communicates clearly with the team',
    ]),
  ],
  'medication-administration': [
    t(1, 'Describe your process for administering a controlled drug.', [
      'Follows local policy with a second checker',
      'Checks prescription, patient identity, allergies and dose',
      'Records administration in the controlled drug register and chart',
      'Monitors the patient for effects and side effects',
    ]),
  ],
  'infection-prevention-and-control': [
    t(0, 'Which infection prevention measures do you apply in everyday practice?', [
      'Hand hygiene at the right moments',
      'Correct use of personal protective equipment',
      'Aseptic technique for invasive procedures',
      'Isolation and cleaning procedures for infectious patients',
    ]),
  ],
  'patient-assessment': [
    t(1, 'How do you adapt your assessment for a patient who cannot tell you how they feel?', [
      'Uses observation and validated tools (for example pain scales for non-verbal patients)',
      'Involves family or carers who know the patient',
      'Checks capacity and communication needs',
      'Reassesses regularly and records changes',
    ]),
  ],
};

/** Questions by skill category; `{skill}` is replaced by the skill. */
export const CATEGORY_QUESTIONS: Partial<Record<SkillCategory, QuestionTemplate[]>> = {
  programming_language: [
    t(0, 'What do you like about {skill}, and what are its main weaknesses?', [
      'Names concrete strengths of the language',
      'Names real limitations or pitfalls',
      'Relates them to projects they have worked on',
    ]),
    t(1, 'How do you write {skill} code that the rest of the team can read, test and change safely?', [
      'Follows the idioms and conventions of the language',
      'Writes automated tests at the right levels',
      'Uses code review, linting and formatting',
      'Keeps functions and modules small and focused',
    ]),
    t(2, 'Describe the hardest performance or reliability problem you solved in {skill}.', [
      'Describes the problem and its impact clearly',
      'Explains how they measured and found the root cause',
      'Explains the fix and its trade-offs',
      'Shows what they learned or changed afterwards',
    ]),
  ],
  framework: [
    t(0, 'What problem does {skill} solve, and how is a typical project organised?', [
      'Explains the purpose of the framework or library',
      'Describes its main building blocks',
      'Describes a sensible project structure',
    ]),
    t(1, 'What are common mistakes teams make with {skill}, and how do you avoid them?', [
      'Names real pitfalls from experience',
      'Explains why they cause problems',
      'Describes practices or tools that prevent them',
    ]),
    t(2, 'How would you keep a large {skill} codebase fast, maintainable and up to date?', [
      'Measures performance and fixes real bottlenecks',
      'Keeps a clear architecture with boundaries',
      'Plans upgrades of the framework and dependencies',
      'Uses tests to change code safely',
    ]),
  ],
  mobile: [
    t(1, 'How do you handle offline use and poor networks in a mobile app built with {skill}?', [
      'Caches data locally and syncs when back online',
      'Handles errors and retries gracefully',
      'Gives users clear feedback about connection state',
    ]),
    t(2, 'How do you release mobile apps built with {skill} safely to many users?', [
      'Uses staged rollouts and feature flags',
      'Monitors crashes and performance after release',
      'Plans for users on old app versions (API compatibility)',
    ]),
  ],
  database: [
    t(1, 'How do you design a schema in {skill} for a new feature?', [
      'Starts from the access patterns and queries',
      'Chooses keys, constraints and indexes deliberately',
      'Plans for data growth and migrations',
    ]),
    t(2, 'How do you keep data in {skill} safe: backups, recovery and consistency?', [
      'Has regular, tested backups and a recovery plan',
      'Uses transactions or constraints to keep data consistent',
      'Monitors replication, performance and storage',
    ]),
  ],
  cloud_devops: [
    t(1, 'How have you used {skill} in a real delivery pipeline or production environment?', [
      'Describes a concrete setup and their role in it',
      'Explains why the tool fitted the problem',
      'Mentions automation, repeatability and review of changes',
    ]),
    t(
      2,
      'Something you deployed with {skill} broke production. How do you respond and prevent it from happening again?',
      [
        'Restores service first (rollback, failover)',
        'Communicates clearly during the incident',
        'Finds the root cause and runs a blameless review',
        'Adds safeguards: tests, checks, monitoring or gradual rollouts',
      ],
    ),
  ],
  data_ai: [
    t(0, 'Explain {skill} to someone without a technical background.', [
      'Uses plain language and a relevant example',
      'Explains what it is useful for',
      'Mentions a limitation or risk',
    ]),
    t(1, 'Tell me about a project where you applied {skill}. How did you know the result was right?', [
      'Describes the problem and the data',
      'Explains the method and why it fitted',
      'Validates results (baselines, test data, sanity checks)',
      'Describes the impact on a decision or product',
    ]),
    t(2, 'How do you make work involving {skill} reproducible and trustworthy in production?', [
      'Versions code, data and configuration',
      'Automates pipelines and tests data quality',
      'Monitors results over time (drift, errors)',
      'Documents assumptions and limitations',
    ]),
  ],
  dev_tools: [
    t(1, 'How have you used {skill} to make your team more effective?', [
      'Describes a concrete use in their work',
      'Explains the benefit for the team',
      'Mentions a limitation or good practice',
    ]),
  ],
  testing_qa: [
    t(1, 'How do you decide what to cover with {skill}, and what to leave to other kinds of testing?', [
      'Thinks in terms of risk and the test pyramid',
      'Keeps tests fast, reliable and independent',
      'Explains how they deal with flaky tests',
    ]),
    t(2, 'How would you introduce {skill} to a team whose releases keep breaking things?', [
      'Starts with the riskiest, most valuable areas',
      'Runs tests automatically in CI and blocks broken builds',
      'Brings the team along with conventions and examples',
    ]),
  ],
  security: [
    t(1, 'How does {skill} reduce risk in practice? Give an example from your experience.', [
      'Explains the threat it addresses',
      'Describes a concrete implementation',
      'Mentions remaining risks or trade-offs',
    ]),
    t(2, 'You discover a security weakness related to {skill} in a live system. What do you do?', [
      'Assesses severity and exposure quickly',
      'Contains and fixes it, following the incident process',
      'Informs the right people, including any duty to report',
      'Prevents recurrence with tests, reviews or monitoring',
    ]),
  ],
  it_networking: [
    t(1, 'Talk me through how you would troubleshoot a problem involving {skill}.', [
      'Gathers information and reproduces the issue',
      'Works through likely causes methodically',
      'Communicates with the user and documents the fix',
    ]),
  ],
  design: [
    t(1, 'How do you use {skill} in your design process? Walk me through a recent project.', [
      'Describes the problem and the users',
      'Explains how they used the skill or tool at each stage',
      'Shows how feedback or testing changed the design',
      'Describes the outcome',
    ]),
    t(2, 'How do you defend a design decision involving {skill} when stakeholders disagree?', [
      'Grounds the decision in user evidence and goals',
      'Listens to and addresses concerns',
      'Proposes ways to test or compare options',
    ]),
  ],
  product_project: [
    t(1, 'How have you applied {skill} in a recent project, and what difference did it make?', [
      'Gives a concrete, recent example',
      'Explains their own role and decisions',
      'Describes measurable results or lessons',
    ]),
    t(2, 'How would you introduce {skill} in a team that has never worked that way?', [
      'Starts by understanding the current problems',
      'Introduces changes gradually and explains the why',
      'Measures whether it helps and adapts',
    ]),
  ],
  finance: [
    t(0, 'Explain how you approach {skill} and the checks you do to make sure it is accurate.', [
      'Describes a clear, step-by-step process',
      'Mentions reconciliations, reviews or controls',
      'Keeps supporting documentation',
    ]),
    t(
      1,
      'Tell me about a time you found an error or discrepancy while working on {skill}. What did you do?',
      [
        'Investigates the root cause methodically',
        'Corrects it and informs the right people',
        'Improves the process or controls to prevent it',
      ],
    ),
    t(2, 'How would you improve the {skill} process in a growing business?', [
      'Maps the current process and its pain points',
      'Proposes automation or better controls',
      'Considers compliance and audit requirements',
      'Measures the improvement',
    ]),
  ],
  sales: [
    t(1, 'Walk me through how you use {skill} to move a deal forward.', [
      'Describes a structured approach',
      'Focuses on the customer’s needs and value',
      'Gives a concrete example with an outcome',
    ]),
    t(2, 'Tell me about a large deal you won where {skill} made the difference.', [
      'Explains the customer situation and stakeholders',
      'Describes their strategy and actions',
      'Shows measurable results',
      'Reflects on what they would do differently',
    ]),
  ],
  marketing: [
    t(1, 'Tell me about a campaign where you used {skill}. How did you measure success?', [
      'Sets clear goals and target audience',
      'Describes the execution',
      'Uses metrics to judge results',
      'Explains what they learned or optimised',
    ]),
    t(2, 'With a limited budget, how would you use {skill} to grow demand next quarter?', [
      'Prioritises channels by expected impact',
      'Plans tests and measurement',
      'Aligns with sales and product',
    ]),
  ],
  operations: [
    t(0, 'Describe how you carry out {skill} safely and accurately.', [
      'Follows the standard procedure step by step',
      'Puts safety first',
      'Checks the work and keeps records accurate',
    ]),
    t(1, 'Tell me about a problem you solved in {skill}. What did you change?', [
      'Identifies the root cause',
      'Takes practical action',
      'Shows a measurable improvement',
    ]),
    t(2, 'How would you improve the efficiency of {skill} without compromising safety or quality?', [
      'Measures the current performance',
      'Involves the people doing the work',
      'Uses proven methods (lean, standard work, automation)',
      'Checks safety and quality after the change',
    ]),
  ],
  customer_service: [
    t(1, 'How do you use {skill} to turn an unhappy customer into a satisfied one?', [
      'Listens and acknowledges the problem',
      'Takes ownership and resolves or escalates',
      'Follows up and records the case',
    ]),
  ],
  hr: [
    t(1, 'Walk me through how you handle {skill} from start to finish.', [
      'Describes a fair, structured process',
      'Follows employment law and policy',
      'Communicates clearly with everyone involved',
    ]),
  ],
  legal: [
    t(1, 'How do you approach {skill}, and how do you manage risk for the business?', [
      'Describes a clear, careful process',
      'Identifies the key risks',
      'Explains advice in plain language for non-lawyers',
    ]),
  ],
  office_tools: [
    t(0, 'What do you use {skill} for in your daily work, and which features save you the most time?', [
      'Gives concrete tasks they do with it',
      'Names specific features used well',
      'Mentions accuracy or checking their work',
    ]),
  ],
  healthcare: [
    t(0, 'Describe how you carry out {skill} in day-to-day practice.', [
      'Follows current guidance and local policy',
      'Puts patient safety and dignity first',
      'Obtains consent and communicates with the patient',
      'Documents accurately',
    ]),
    t(1, 'Tell me about a time when {skill} did not go as planned. What did you do?', [
      'Recognises the problem promptly',
      'Acts within their competence and escalates appropriately',
      'Keeps the patient safe and informed',
      'Reflects and learns from the event',
    ]),
    t(2, 'How would you support a less experienced colleague to become competent in {skill}?', [
      'Assesses their current knowledge',
      'Demonstrates, supervises and gives feedback',
      'Uses competency frameworks and records progress',
    ]),
  ],
  education: [
    t(1, 'How do you use {skill} in your teaching? Give a recent example.', [
      'Describes a concrete lesson or activity',
      'Explains how it helped learners progress',
      'Adapts it for different learners',
    ]),
    t(2, 'How would you lead colleagues to improve their practice in {skill}?', [
      'Models good practice and shares resources',
      'Uses evidence of impact on learners',
      'Supports colleagues with coaching and feedback',
    ]),
  ],
  hospitality: [
    t(0, 'What does excellent {skill} look like to you?', [
      'Puts the guest experience first',
      'Mentions standards for speed, quality and presentation',
      'Follows hygiene and safety rules',
    ]),
    t(1, 'Tell me about a busy shift where {skill} mattered. How did you keep standards up?', [
      'Stays organised and prioritises',
      'Communicates with the team',
      'Keeps quality and safety under pressure',
    ]),
  ],
  engineering: [
    t(1, 'Describe a project where you applied {skill}. What were the main technical challenges?', [
      'Describes the problem and constraints',
      'Explains their method or calculations',
      'Considers safety, standards and quality',
      'Describes the outcome',
    ]),
    t(2, 'How do you make sure work involving {skill} meets safety standards and regulations?', [
      'Knows the relevant standards and codes',
      'Uses reviews, checks and documentation',
      'Escalates concerns and never cuts corners on safety',
    ]),
  ],
  trades: [
    t(0, 'Talk me through how you carry out a typical {skill} job from start to finish.', [
      'Plans and prepares the work and materials',
      'Follows safety procedures and uses the right equipment',
      'Checks quality and leaves the site tidy',
    ]),
    t(1, 'Tell me about a {skill} job that did not go to plan. How did you fix it?', [
      'Diagnoses the problem methodically',
      'Finds a safe, compliant solution',
      'Keeps the customer informed',
    ]),
  ],
  science: [
    t(
      1,
      'Describe an experiment or analysis where you used {skill}. How did you make sure the results were reliable?',
      [
        'Describes the method and controls',
        'Follows good laboratory practice',
        'Records data accurately and checks reproducibility',
      ],
    ),
  ],
  language: [
    t(0, 'Please describe, in {skill}, a typical working day in your last role.', [
      'Answers in the requested language',
      'Communicates clearly and fluently',
      'Uses vocabulary suited to the workplace',
    ]),
  ],
  soft_skill: [
    t(1, 'Give an example that shows your {skill} at work.', [
      'Describes a specific situation',
      'Explains their own actions',
      'Shows a positive result',
    ]),
  ],
};

/** A last resort for skills without a category bank. */
export const GENERIC_SKILL_QUESTIONS: QuestionTemplate[] = [
  t(1, 'Tell me about your experience with {skill}. What have you achieved with it?', [
    'Gives concrete, recent examples',
    'Explains their own role and decisions',
    'Describes the results',
  ]),
  t(2, 'What would you do differently with {skill} if you started again, knowing what you know now?', [
    'Reflects honestly on past choices',
    'Shows growth in their understanding',
    'Proposes concrete improvements',
  ]),
];

export const BEHAVIOURAL_QUESTIONS: QuestionTemplate[] = [
  t(0, 'Tell me about a time you had to learn something new quickly to get a job done.', [
    'Describes the situation and why speed mattered (STAR: situation, task)',
    'Explains how they learned: sources, practice, asking for help',
    'Describes the result',
    'Reflects on what they would repeat',
  ]),
  t(0, 'Describe a time you made a mistake at work. What happened next?', [
    'Owns the mistake honestly',
    'Explains the actions taken to fix it',
    'Describes what they learned and changed',
  ]),
  t(1, 'Tell me about a time you disagreed with a colleague or manager. How did you handle it?', [
    'Describes the situation and what was at stake',
    'Listens to and respects the other view',
    'Explains the actions taken to reach agreement',
    'Describes the result and the relationship afterwards',
  ]),
  t(1, 'Describe a time you had several urgent tasks at once. How did you prioritise?', [
    'Describes the competing demands (situation, task)',
    'Explains how they judged urgency and importance',
    'Communicates with stakeholders about trade-offs',
    'Describes the outcome',
  ]),
  t(1, 'Tell me about a piece of work you are especially proud of. What was your part in it?', [
    'Describes the goal and context',
    'Distinguishes their own actions from the team’s',
    'Quantifies or clearly describes the result',
  ]),
  t(1, 'Describe a time you received difficult feedback. What did you do with it?', [
    'Describes the feedback without being defensive',
    'Explains the concrete changes they made',
    'Shows the result of those changes',
  ]),
  t(1, 'Tell me about a time you went beyond what was expected for a customer, patient or colleague.', [
    'Describes the situation and the need',
    'Explains the extra actions they took',
    'Describes the impact on the person',
  ]),
  t(2, 'Tell me about a time you led a team or a project through a difficult period.', [
    'Describes the challenge and the stakes',
    'Explains how they set direction and kept people motivated',
    'Shows how they handled setbacks',
    'Describes the result and lessons learned',
  ]),
  t(2, 'Describe how you helped someone on your team grow. What did you do, and what changed for them?', [
    'Identifies the person’s goals or gaps',
    'Describes coaching, mentoring or delegation actions',
    'Shows a clear change in the person’s performance or confidence',
  ]),
  t(2, 'Tell me about a decision you made with incomplete information. How did it turn out?', [
    'Describes the context and the uncertainty',
    'Explains how they weighed risks and options',
    'Describes the outcome and how they followed up',
  ]),
  t(2, 'Describe a time you had to influence people you had no authority over.', [
    'Understands the other parties’ interests',
    'Builds a case with evidence',
    'Describes the outcome',
  ]),
];

/** Situational questions by role family; `{title}` is the job title. */
export const SITUATIONAL_QUESTIONS: Record<RoleFamily, QuestionTemplate[]> = {
  engineering: [
    t(
      1,
      'Your team must ship a feature by Friday, and on Wednesday you find a serious flaw in the design. What do you do?',
      [
        'Assesses the impact and options quickly',
        'Raises the issue early with the team and stakeholders',
        'Proposes trade-offs (reduce scope, delay, mitigate)',
        'Does not ship something known to be unsafe silently',
      ],
    ),
    t(
      2,
      'A production outage is affecting customers and nobody knows the cause yet. How do you lead the response?',
      [
        'Focuses on restoring service first',
        'Coordinates roles and communication',
        'Uses data (logs, metrics, recent changes) to narrow down the cause',
        'Runs a blameless review afterwards',
      ],
    ),
    t(0, 'You are given a task whose requirements are unclear. How do you proceed?', [
      'Asks clarifying questions early',
      'Writes down assumptions and confirms them',
      'Delivers a small first version to get feedback',
    ]),
  ],
  data: [
    t(1, 'A stakeholder asks for a number that you believe will be misinterpreted. What do you do?', [
      'Understands the decision behind the request',
      'Explains the limitations clearly',
      'Offers a better measure or adds context',
    ]),
    t(2, 'Your analysis contradicts what senior leadership believes. How do you handle it?', [
      'Double-checks data and method',
      'Presents evidence clearly and respectfully',
      'Is open to questions and further analysis',
    ]),
  ],
  design: [
    t(1, 'Usability tests show users struggle with a feature that is launching next week. What do you do?', [
      'Assesses the severity of the problem',
      'Proposes quick fixes or a phased approach',
      'Shares the evidence with the team and decides together',
    ]),
  ],
  product: [
    t(
      1,
      'Two important stakeholders want different features and you can only build one this quarter. What do you do?',
      [
        'Compares options by impact, effort and strategy',
        'Uses data and customer evidence',
        'Communicates the decision and the reasons',
      ],
    ),
    t(2, 'Halfway through a project you realise it will not deliver the expected value. What do you do?', [
      'Checks the evidence',
      'Raises it early with stakeholders',
      'Proposes to pivot, cut scope or stop',
    ]),
  ],
  sales: [
    t(1, 'A prospect says your price is too high compared with a competitor. How do you respond?', [
      'Asks questions to understand the comparison',
      'Reframes around value and outcomes',
      'Negotiates without giving away value too early',
    ]),
    t(2, 'Your biggest customer threatens to leave at renewal. What is your plan?', [
      'Finds out the real reasons',
      'Involves the right people internally',
      'Builds a concrete plan to address the issues',
    ]),
  ],
  marketing: [
    t(1, 'A campaign you launched is performing well below target after one week. What do you do?', [
      'Analyses the data to find where it underperforms',
      'Tests changes to audience, message or channel',
      'Keeps stakeholders informed',
    ]),
    t(2, 'A post from the company account causes a backlash on social media. How do you respond?', [
      'Acts quickly and escalates to the right people',
      'Responds honestly and appropriately',
      'Learns from it and updates guidelines',
    ]),
  ],
  healthcare: [
    t(1, 'You notice a colleague about to give a medicine to the wrong patient. What do you do?', [
      'Intervenes immediately to prevent harm',
      'Checks the patient is safe',
      'Reports the near miss through the proper system',
      'Supports learning without blame',
    ]),
    t(1, 'A family member is upset and angry about their relative’s care. How do you handle it?', [
      'Listens calmly and acknowledges their concerns',
      'Keeps confidentiality and involves the patient where possible',
      'Explains what will happen and escalates if needed',
      'Documents the conversation',
    ]),
    t(2, 'Near the end of your shift, two patients deteriorate at the same time. What do you do?', [
      'Assesses and prioritises by clinical need',
      'Calls for help and escalates promptly',
      'Delegates appropriately',
      'Hands over clearly and documents',
    ]),
  ],
  finance: [
    t(1, 'At month end, a manager asks you to post an entry that you believe is wrong. What do you do?', [
      'Asks for the supporting evidence',
      'Explains the accounting concern',
      'Escalates if pressure continues',
      'Never posts entries they believe are incorrect',
    ]),
    t(2, 'You discover that a key report sent to the board last month contained an error. What do you do?', [
      'Assesses the impact',
      'Informs the right people promptly',
      'Corrects the report and fixes the cause',
    ]),
  ],
  operations: [
    t(1, 'A delivery is running late and a customer is waiting. What do you do?', [
      'Finds out the cause and the new time',
      'Informs the customer proactively',
      'Looks for alternatives',
      'Records the issue to prevent repeats',
    ]),
    t(1, 'You see a colleague ignoring a safety rule to save time. What do you do?', [
      'Stops the unsafe act if there is immediate danger',
      'Speaks to the colleague respectfully',
      'Reports it according to procedure',
    ]),
  ],
  education: [
    t(1, 'A learner is repeatedly disrupting your lessons. How do you handle it?', [
      'Applies the behaviour policy consistently',
      'Tries to understand the cause',
      'Involves parents or support staff where needed',
    ]),
    t(1, 'A learner tells you something that makes you worried about their safety at home. What do you do?', [
      'Listens without promising confidentiality',
      'Reports immediately to the designated safeguarding lead',
      'Records what was said accurately',
    ]),
  ],
  hospitality: [
    t(0, 'A guest complains that their food is cold during a busy service. What do you do?', [
      'Apologises and listens',
      'Acts quickly to put it right',
      'Informs the kitchen or manager',
      'Checks back with the guest',
    ]),
    t(1, 'A guest tells you they have a severe allergy. How do you make sure they are safe?', [
      'Takes the allergy seriously and records it',
      'Checks ingredients with the kitchen',
      'Follows allergen procedures to prevent cross-contamination',
    ]),
  ],
  generic: [
    t(
      1,
      'You are asked to deliver an important task by a deadline that you think is unrealistic. What do you do?',
      [
        'Assesses what is feasible',
        'Raises concerns early with options',
        'Agrees priorities and keeps stakeholders informed',
      ],
    ),
    t(1, 'In your first week in this {title} role, what would you do to get up to speed?', [
      'Meets colleagues and key stakeholders',
      'Learns the processes, tools and priorities',
      'Looks for an early, useful contribution',
    ]),
  ],
};

export const MOTIVATION_QUESTIONS: QuestionTemplate[] = [
  t(0, 'What attracted you to this {title} role at {org}?', [
    'Shows knowledge of the organisation and the role',
    'Links the role to their own experience and goals',
    'Gives specific, genuine reasons',
  ]),
  t(0, 'Why are you interested in this {title} role, and what do you enjoy most about this kind of work?', [
    'Describes genuine motivation for the work',
    'Gives concrete examples of what they enjoy',
    'Relates it to the responsibilities of the role',
  ]),
  t(0, 'Where would you like your career to be in three years, and how does this role fit?', [
    'Has realistic, considered goals',
    'Links the role to those goals',
    'Shows commitment to growing in the role',
  ]),
  t(0, 'What kind of team and working environment helps you do your best work?', [
    'Describes a specific environment honestly',
    'Shows self-awareness',
    'Relates it to how they would contribute to the team',
  ]),
];

/** Questions about the role itself, used when the job names too few skills to fill the set. */
export const ROLE_QUESTIONS: QuestionTemplate[] = [
  t(1, 'What does doing this {title} role really well look like to you, day to day?', [
    'Describes concrete, realistic activities of the role',
    'Names the standards of quality they hold themselves to',
    'Mentions how they work with others in the role',
  ]),
  t(
    1,
    'What do you think are the biggest challenges for someone in this {title} role, and how would you handle them?',
    [
      'Identifies realistic challenges of the role',
      'Proposes practical ways to handle them',
      'Draws on their own experience',
    ],
  ),
  t(0, 'Which part of your experience has prepared you best for this {title} role?', [
    'Picks relevant experience',
    'Explains what they learned from it',
    'Links it to the responsibilities of the role',
  ]),
  t(2, 'If you joined as {title}, what would you want to have improved after your first six months?', [
    'Sets specific, realistic goals',
    'Explains how they would find out what to improve first',
    'Describes how they would measure progress',
  ]),
  t(1, 'How do you keep your skills and knowledge up to date for work as a {title}?', [
    'Names concrete sources or activities',
    'Gives a recent example of something they learned',
    'Shows how it changed their work',
  ]),
];
