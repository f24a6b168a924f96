/**
 * The demo organisation's interview: three questions with rubrics (the shape the job editor sends). The demo data
 * and the browser journeys both use them, so the answers written for them stay meaningful.
 */
export const demoQuestions = [
  {
    text: 'Tell us about a React screen you made faster. How did you measure the improvement?',
    type: 'technical',
    skill: 'React',
    difficulty: 'medium',
    time_limit_seconds: 180,
    rubric: ['Names a concrete screen or component', 'Measures before and after', 'Explains the trade-off'],
  },
  {
    text: 'How do you keep a TypeScript codebase type-safe when you integrate an untyped API?',
    type: 'technical',
    skill: 'TypeScript',
    difficulty: 'medium',
    time_limit_seconds: 150,
    rubric: [
      'Validates data at the boundary',
      'Uses generated or written types',
      'Keeps any from leaking inward',
    ],
  },
  {
    text: 'Describe a time you disagreed with a teammate about a design decision. What happened?',
    type: 'behavioural',
    skill: null,
    difficulty: 'medium',
    time_limit_seconds: 150,
    rubric: ['Describes the situation', 'Explains the actions they took', 'Shares the result and the lesson'],
  },
] as const;
