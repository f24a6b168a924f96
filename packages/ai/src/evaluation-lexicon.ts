/**
 * Word lists of the local answer evaluator (evaluation.ts): stop words, rubric wording that carries no
 * content, related terms, cues of structure and specificity, and patterns of unsafe or unethical advice.
 * Our own curated work; every list is general vocabulary of the professions the question bank covers, not
 * wording of any particular answer.
 */

/** Function words: ignored when matching content, counted when judging whether text has real sentences. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before being
  below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down
  during each either even ever every few for from further get gets got had hadn't has hasn't have haven't
  having he he'd he'll her here hers herself him himself his how i i'd i'll i'm i've if in into is isn't it
  it'd it'll its itself just let me might mine more most much must mustn't my myself of off on once only or
  other our ours ourselves out over own quite rather really same shall she she'd she'll should shouldn't so
  some such than that the their theirs them themselves then there these they they'd they'll they're they've
  this those though through to too under until up upon us very was wasn't we we'd we'll we're we've were
  weren't what when where whether which while who whom whose why will with won't would wouldn't yet you you'd
  you'll you're you've your yours yourself yourselves s t ll re ve d m also usually often maybe perhaps
  probably simply actually basically always anything something everything nothing anyone someone everyone
  thing things way lot lots like well within`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that read as negation or refusal; they cancel an unsafe pattern that follows them. */
export const NEGATORS: ReadonlySet<string> = new Set(
  `not no never don't doesn't didn't won't wouldn't can't cannot couldn't shouldn't mustn't isn't aren't
  refuse refuses refused refusing avoid avoids without instead nor neither prevent prevents prevented preventing`
    .split(/\s+/)
    .filter(Boolean),
);

/** Rubric wording that describes the answer rather than its content ("Describes…", "Gives an example…"). */
export const RUBRIC_META_WORDS: ReadonlySet<string> = new Set(
  `describe describes described describing explain explains explained explaining give gives giving mention
  mentions mentioned show shows showing demonstrate demonstrates know knows knowing use uses using name names
  discuss discusses talk talks answer answers candidate their they them its one two three several many able
  clearly try tries trying needed necessary possible based`
    .split(/\s+/)
    .filter(Boolean),
);

/** Wording that frames an interview question rather than naming its subject ("Tell me about a time you…"). */
export const QUESTION_FRAME_WORDS: ReadonlySet<string> = new Set(
  `tell talk walk through describe example examples time times situation handle handled handling deal dealt
  approach do did done happen happened afterwards outcome result results change changed turn turned around
  think thought feel felt want wanted like liked recent recently last past ever current previous job role work
  worked working start started day days week weeks month months year years question happen happens situation
  go went going step steps`
    .split(/\s+/)
    .filter(Boolean),
);

/** Rubric words that are too general to count fully on their own. */
export const WEAK_WORDS: ReadonlySet<string> = new Set(
  `check checks checked make makes take takes find finds look looks keep keeps follow follows read reads get
  right proper properly appropriate appropriately clear concrete specific good key main relevant realistic
  correct correctly new first work works working case part people person point way ways thing things time
  better best team role job process what`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Related terms: a rubric word in a group is also met by any other member of the group. Members may be
 * phrases. `#num` stands for any number in the answer.
 */
export const RELATED_TERMS: readonly string[] = [
  // Escalating, reporting, recording, informing
  'escalate|escalation|call|contact|alert|notify|inform|tell|raise|flag|refer|bleep|ask for help|get help',
  'report|reporting|log|record|datix|incident system|incident form|incident report|flag|notify|inform|raise|write up',
  'document|documentation|record|write|written|note|notes|log|chart|register|ticket|write down|paperwork',
  'inform|informed|tell|update|updates|communicate|communication|let know|contact|notify|brief|status page',
  'stakeholder|stakeholders|manager|managers|director|directors|leadership|boss|board|executive|executives|management|sales team|cfo|ceo',
  'customer|customers|client|clients|user|users|guest|prospect|buyer|caller|consumer',
  'patient|patients|resident|service user',
  'clinician|doctor|physician|registrar|consultant|outreach|medical team|medic|gp|nurse in charge|rapid response',
  'colleague|colleagues|coworker|co-worker|teammate|team member',
  'promptly|prompt|immediately|immediate|straight away|right away|at once|urgently|quickly|instantly|asap|same day|without delay',
  'early|earlier|proactively|ahead|in advance',
  // Investigating and fixing
  'investigate|investigates|investigation|trace|traced|diagnose|dig into|look into|examine|find out',
  "cause|causes|reason|reasons|why|root cause|what happened|what is going on|what's going on",
  'methodically|methodical|systematically|systematic|step by step|section by section|line by line|one by one|narrow down|split',
  'diagnose|diagnoses|diagnosis|test|tested|testing|traced|fault|fault-finding|investigate',
  'fix|fixes|fixed|correct|corrected|corrects|resolve|resolved|solve|solved|repair|reverse|reversed|amend|sort out|rectify|put right',
  'prevent|prevents|prevention|avoid|recurrence|stop it happening|never happens again',
  'improve|improves|improvement|improved|optimise|streamline',
  'solution|fix|workaround|repair|remedy',
  // Results, numbers, examples, reflection
  'outcome|outcomes|result|results|impact|effect|improvement|in the end|by the end|resolved|grew|increased|reduced|dropped|went from|achieved|saved|finished with|#result',
  'measurable|measurably|quantify|quantifies|quantified|#num|percent|figures',
  'measure|measured|measures|measurement|metric|metrics|track|tracked|monitor|benchmark|kpi|kpis|measure again',
  'example|examples|instance|e.g|for example|for instance|last year|specifically|such as',
  'reflect|reflects|reflection|learn|learned|learnt|lesson|lessons|hindsight|looking back|next time|do differently|do it differently|takeaway|realised|realized|#reflection',
  'differently|looking back|next time|hindsight|#reflection',
  'action|actions|steps i took|#action',
  'control|controls|check|checks|validation|safeguard|approval step',
  // Priorities and trade-offs
  'prioritise|prioritize|priority|priorities|prioritisation|urgent|urgency|importance|impact|triage|rank|sort|critical',
  'urgency|urgent|importance|impact|priority|deadline|deadlines|critical',
  'trade-off|trade-offs|tradeoff|tradeoffs|postpone|reschedule|defer|push back',
  'demand|demands|task|tasks|queue|backlog|tickets|deadline|deadlines|workload',
  'situation|context|background|#situation',
  // Communication style
  "listen|listens|listening|hear|without interrupting|don't interrupt|repeat back",
  'acknowledge|acknowledges|apologise|apologize|apology|sorry|empathise|empathize|understood|validate',
  'ownership|responsibility|responsible|personally|myself|take care|handle it',
  'follow up|follows up|check back|call back|chase|follow-up',
  'respectfully|respectful|respect|politely|polite|calm|calmly|private|privately|courteous|supportive|supportively',
  'blame|blaming|punish|punishment|supportive|supportively|just culture|blameless|learning',
  'politely|polite|calmly|kindly|respectfully',
  'ask|asks|asking|question|questions|probe|clarify|enquire|find out|discovery',
  'understand|understanding|find out|explore|talk to',
  // Safety, rules, procedure
  'safe|safety|safely|okay|ok|unharmed|all right',
  'harm|danger|dangerous|hazard|injury|hurt|unsafe|emergency',
  'stop|stops|intervene|intervenes|halt|step in|emergency stop',
  'procedure|procedures|policy|protocol|guideline|guidelines|guidance|regulation|regulations|regs',
  'regulation|regulations|regs|standard|standards|bs 7671|codes of practice|compliance|compliant|gs38|wiring regulations|18th edition',
  'compliant|compliance|regulations|regs|certificate|certified|standard|retested|bs 7671',
  "never|not|won't|wouldn't|refuse|refuses|decline|cannot|can't|without",
  "without|not|don't|never|refuse",
  "refuse|refuses|decline|declines|won't|not|cannot|can't|never|not without|until",
  // Identity, verification, fraud
  'verify|verification|verifying|verified|identity|confirm|confirmed|authenticate|authentication|security check|security questions',
  'identity|name band|wristband|wrist band|date of birth|dob|id band|identification',
  'fraud|fraudulent|suspicious|takeover|takeovers|scam|red flag|red flags|fraud team|phishing|security team',
  'alternative|alternatives|alternatively|another|instead|option|options|backup|plan b|substitute',
  'attempt|attempts|attempted',
  // Clinical
  'early warning score|news|news2|mews|pews|early warning|track and trigger',
  'judgement|judgment|gut feeling|worried|concerned|instinct',
  'deterioration|deteriorating|deteriorate|worse|worsening|getting worse|unwell|sicker',
  'abcde|airway|breathing|circulation|oxygen|o2|sit up|sitting|position|positioning|upright|iv access|glucose',
  'competence|competent|scope|within my|trained|as prescribed',
  'sbar|situation background assessment recommendation|structured handover|isbar',
  'monitoring|monitor|observation|observations|obs|observe|recheck|reassess|vital signs|keep an eye on|more often|more frequent|more frequently',
  'rights|right patient|right drug|dose|route|five rights|6 rights|right time',
  'allergy|allergies|allergic|sensitivity',
  'interruption|interruptions|interrupt|interrupted|disturb|tabard|distraction|distractions',
  'double check|double-check|second nurse|second checker|independent check|two nurses|co-sign|countersign|witness',
  'high-risk|high risk|insulin|potassium|controlled drug|controlled drugs|anticoagulant|opioid|heparin|chemotherapy',
  'error|errors|mistake|mistakes|near miss|near misses|incident|incidents',
  'medicine|medicines|medication|medications|drug|drugs|dose|tablet|tablets',
  // Finance
  'statement|statements|bank|transaction|transactions|bank line|bank lines',
  'ledger|ledgers|cash book|cashbook|general ledger|books|xero|sage',
  'match|matches|matching|matched|compare|compares|tick|agree|agrees|reconcile|line by line',
  'reconciling item|reconciling items|timing difference|timing differences|unpresented|outstanding|in transit|uncleared|deposits|cheques|bank charges|bank fees',
  'journal|journals|adjustment|adjustments|posting|correction|reversal|reverse|reversed',
  'review|reviewed|reviews|sign off|signed off|signs off|approve|approved|checked by|second pair of eyes|signing',
  'supporting|support|documentation|documents|document|evidence|backup|invoice|invoices|contract|receipt|receipts',
  'evidence|support|supporting|documentation|documents|invoice|contract|backup|proof|basis',
  'concern|concerns|incorrect|breaks|misstated|misstate|overstate|understate|cut-off|recognition|gaap|ifrs|principle',
  'insist|insists|insisting|pressure|pressured|continues|pushes',
  'incorrect|wrong|false|misleading|not right',
  'post|posts|posting|book|booking',
  // Sales
  'value|roi|benefit|benefits|savings|saving|return on investment|worth|business case',
  'negotiate|negotiates|negotiation|discount|concession|trade|give away|exchange|in return|in exchange',
  'comparison|compare|comparing|like for like|quote|quotes|competitor',
  'framework|bant|meddic|meddpicc|spiced|checklist|qualification framework',
  'budget|money|funds|funding|allocated',
  'authority|decision maker|decision makers|who decides|who signs|signs off',
  'need|needs|problem|pain|pain point|why now',
  'timeline|timing|deadline|when they need',
  'decision|decision makers|decide|decides|signs|approve|approver|authority|champion|economic buyer|who decides',
  'buying|buy|purchase|procurement|legal|security review|approval',
  'disqualify|disqualifies|disqualified|drop|walk away|not a fit|poor fit|poor fits|say no',
  'next step|next steps|demo|calendar|book|schedule',
  'strategy|plan|approach|tactic|tactics|#action',
  // Software
  'concurrently|concurrent|concurrency|parallel|fan out|goroutine|goroutines|async|asynchronous|simultaneously|at the same time|errgroup|worker pool',
  'bounded|bound|limit|limits|cap|semaphore|pool|throttle|worker pool|rate limit|setlimit',
  'parallelism|concurrency|parallel|goroutines|workers|worker pool',
  'timeout|timeouts|deadline|deadlines|time out|time limit|context',
  'cancellation|cancel|cancels|cancelled|context|abort',
  'propagates|propagate|propagation|passes',
  'retry|retries|retrying|backoff|back off|jitter|try again|exponential',
  'circuit|breaker|circuit breaker|fail fast|fallback|fallbacks|cache|cached|partial response|degrade',
  'profiling|profile|profiler|pprof|metrics|prometheus|latency|tracing|observability|dashboard|dashboards|p99|monitoring|load test|load tests',
  'query plan|explain|explain analyze|execution plan|seq scan|seq scans|sequential scan|sequential scans',
  'index|indexes|indices|b-tree|composite index|indexing',
  'estimate|estimates|estimated|statistics|stats|analyze|cardinality|actual rows|stale',
  'growth|grown|grew|table size|million|data growth',
  'rewrite|rewrites|rewrote|refactor|restructure|union|change the query',
  'restore|restoring|rollback|roll back|revert|mitigate|recover|bring back',
  'role|roles|commander|incident lead|incident commander|assign|coordinator',
  'logs|log|metrics|dashboards|deploy|deployment|deploys|release|error rate|traces|alerts|feature flags|what changed',
  'blameless|post-mortem|postmortem|post mortem|retrospective|retro|rca|without blame',
  // Operations and logistics
  'count|counts|recount|stock count|stock take|stocktake',
  'system|records|wms|stock level',
  'difference|differences|variance|variances|discrepancy|discrepancies|mismatch',
  'receiving|goods in|goods-in|delivery|deliveries|putaway|put away|booked in|inbound',
  'picking|pick|picks|picker|pickers|scanning|scan',
  'returns|return|restocked|restock',
  'cycle count|cycle counts|spot check|spot checks|daily count|daily counts|perpetual inventory',
  'root-cause|root cause|root cause analysis|five whys|5 whys|rca',
  'train|training|trains|retrain|retrained|coach|coaching|toolbox talk',
  'accuracy|accurate|precision|error rate',
  'late|delay|delayed|eta|new time|arrival time',
  'proactively|proactive|in advance',
  // Trades
  'isolate|isolates|isolation|isolating|switch off|isolator|breaker|mcb|fuse|disconnect|distribution board|consumer unit',
  'source|distribution board|consumer unit|isolator|supply|origin',
  'lock|locks|lock off|lock-off|locking|padlock|lockout|lock out',
  'tag|tags|tagged|label|labelled|labeled|danger tag',
  'prove|proves|proving|proved|dead|tester|voltage indicator|approved tester|proving unit|gs38|test dead',
  'tester|voltage indicator|test lamp|multimeter|voltage tester',
  'before and after|re-prove|re-proved|prove again|test again|after the change|after the fix|before the change|before the fix|went from',
  'circuit|circuits|cable|wiring|conductor|conductors',
  // Teaching
  'behaviour policy|behavior policy|policy|sanctions|sanction|consequence|consequences|warning|warnings|reminder',
  'consistently|consistent|consistency|every time|everybody|fairly',
  'parents|parent|carer|carers|family|senco|sen|sen coordinator|support staff|teaching assistant|form tutor|pastoral|head of year|counsellor',
  'confidentiality|confidential|secret|between us|pass it on',
  'designated safeguarding lead|dsl|safeguarding lead|safeguarding|child protection|deputy dsl',
  'accurately|accurate|exact|exactly|own words|verbatim|what was said',
  'checks for understanding|quiz|quizzes|exit ticket|exit tickets|questioning|mini-whiteboards|mini whiteboards|whiteboard|whiteboards|hinge question|retrieval|poll|cold call',
  'misconception|misconceptions|misunderstanding|misunderstandings|gap|gaps|confusion',
  'adapt|adapts|adapted|adjust|re-teach|reteach|re-taught|retaught|next lesson|intervention',
  'group|groups|grouped|grouping|differentiate|differentiated|extension',
  'feedback|comments|marking|redo|corrections|dirt',
  'act|acts|act on|respond|redo|improve',
  'learners|learner|students|student|pupils|pupil|class|children|child',
  // Marketing
  'analyse|analyses|analyze|analysis|analytics|dig into|break down',
  'data|numbers|figures|funnel|metrics|dashboard|statistics|stats',
  'underperforms|underperforming|underperform|below target|not working',
  'test|tests|testing|a/b|experiment|experiments|trial|variant|split test',
  'audience|audiences|segment|targeting|persona|lookalike|demographic',
  'message|messages|messaging|creative|copy|headline|headlines|wording',
  'channel|channels|platform|linkedin|facebook|google|social|search|retargeting|paid',
  'goal|goals|target|targets|objective|objectives|aim',
  'execution|executed|launched|implemented|rolled out|ran',
  'optimised|optimized|optimise|optimize|shifted budget|moved budget|shifted',
  // Motivation
  'motivation|motivated|enjoy|enjoyed|love|passion|interest|interested|excite|excited|drawn',
  'responsibilities|responsibility|role|position|job description',
];

/** Cues of a behavioural (STAR) answer. */
export const STAR_CUES = {
  situation:
    /\b(last (?:year|month|week|spring|summer|autumn|winter|quarter)|in my (?:last|previous|current|first) (?:job|role|company|team|site|position)|once|one time|when i was|on a (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|busy)|during|at my (?:last|previous)|a few (?:months|years) ago|the situation)\b/iu,
  task: /\b(my (?:task|job|goal|role|responsibility) was|i was (?:asked|responsible|supposed|tasked)|i had to|we had to|i needed to|the goal was|our goal|the target was|needed to)\b/iu,
  action:
    /\b(?:i|we) (?:then )?(?:\w+ed|did|made|took|ran|set|built|wrote|told|found|went|got|gave|split|sorted|put|sent|led|brought|cut|began|chose|spoke|met|called|offered|agreed|rebuilt|shifted|drew|ran)\b/iu,
  result:
    /\b(as a result|the result|result(?:ed)?|in the end|by the end|outcome|went (?:from|down|up)|finished with|since then|we haven't|it worked|grew|increased|reduced|dropped|saved|achieved|won|resolved|fixed)\b/iu,
} as const;

export const CAUSAL_PATTERN =
  /\b(because|so that|so|therefore|which means|that means|since|as a result|otherwise|to prevent|in order to|to avoid|due to|thanks to)\b/giu;
export const SEQUENCE_PATTERN =
  /\b(first|firstly|then|next|after that|afterwards|finally|once|before|meanwhile|only then)\b/giu;
export const EXAMPLE_PATTERN =
  /\b(for example|for instance|e\.g\.?|such as|say|like when|in one case|last year|once)\b/giu;
/**
 * Waving away a check or a step as a waste ("asking for ID just slows the desk down", "no need to call them",
 * "conversion tracking is rarely the problem"): how confidently wrong answers talk themselves out of the work.
 */
export const DISMISSIVE_PATTERNS: readonly RegExp[] = [
  /\b(?:just|only|simply) (?:annoys?|wastes?|slows?|creates?|adds?|gets? in the way|holds? (?:\w+ )?up|puts? a mark)\b/iu,
  /\bwaste (?:of )?(?:\w+ )?time\b|\bwastes? (?:their|your|our|my|everyone's) time\b/iu,
  /\b(?:isn['’]t|is not|not) (?:a good|the best|worth the) use of\b|\b(?:not|(?:didn['’]t|doesn['’]t|don['’]t|isn['’]t|wasn['’]t) (?:seem |look )?)worth (?:it|the|chasing|checking|calling|reporting|doing)\b/iu,
  /\b(?:don['’]t|do not) want to (?:be )?(?:\w+ing )?(?:hold(?:ing)? (?:\w+ )?up|bother(?:ing)?|chas(?:e|ing)|call(?:ing)?|escalat\w*|wak(?:e|ing))\b/iu,
  /\bslows? (?:\w+ ){0,2}down\b/iu,
  /\b(?:is|are) (?:rarely|never|hardly ever) (?:the|a|an) (?:problem|issue|cause)\b/iu,
  /\b(?:wouldn['’]t|won['’]t|don['’]t|do not|would not) (?:spend|waste) (?:any |much )?time\b/iu,
  /\bno (?:need|reason) (?:to|for) (?:\w+ ){0,2}(?:check|call|ask|report|escalate|test|document|log|tell|worry)\w*|\bno need (?:to|for)\b/iu,
  // Declaring a step optional: "return-to-work interviews aren't really necessary", "you don't need to consider …".
  /\b(?:isn['’]t|aren['’]t|is not|are not|wasn['’]t|weren['’]t) (?:really |strictly |actually )?(?:necessary|needed|required|mandatory)\b/iu,
  /\b(?:you|we|i|they) (?:don['’]t|do not|won['’]t|didn['’]t) (?:really |even |actually )?need to\b/iu,
  /\b(?:only|just) (?:matters|applies|apply|counts|count|indicated|needed|required|necessary) (?:if|when|for)\b/iu,
  /\bsorts? (?:itself|themselves) out\b/iu,
  /\b(?:it['’]s|that['’]s|it is|that is) (?:really |very |pretty |quite |just )?(?:common|normal)\b/iu,
  /\b(?:is|are|it['’]s) (?:just|only) (?:noise|normal|a formality|paperwork|a tick-box)\b/iu,
  /\b(?:(?:didn['’]t|don['’]t|do not|did not) see (?:the|any) point (?:of|in)|there['’]s no point)\b/iu,
  /\bwait and see\b/iu,
];

/**
 * Trading a step for speed or convenience ("to save time I sign for everything as I draw it up", "most guests won't
 * notice", "there's no rush as long as …"): how an answer that knows the work says it cuts a corner.
 */
export const SHORTCUT_PATTERNS: readonly RegExp[] = [
  /\bto (?:save|buy) (?:some )?time\b|\bsaves? (?:us )?(?:a lot of |some )?time\b/iu,
  /\bto keep (?:it|things|the \w+) (?:simple|tight|quick|moving|short|easy)\b/iu,
  /\bto (?:make|hit|meet|beat) the deadline\b|\bto get (?:it|things|this) done (?:in time|faster|quicker|sooner)\b/iu,
  /\b(?:there['’]s|there is|it['’]s|it is) no (?:rush|hurry|urgency)\b/iu,
  /\b(?:won['’]t|wouldn['’]t|don['’]t|do not|will not|would not|never) (?:even |really )?notice\b/iu,
  /\boff the clock\b/iu,
  /\b(?:don['’]t|do not|didn['’]t|did not|never) (?:usually |really |always |even )?bother(?:ed)? (?:with|to)\b/iu,
  /\b(?:the )?(?:easiest|quickest|simplest|fastest) (?:fix|thing|way|option|route) (?:is|was|would be)\b/iu,
  /\b(?:isn['’]t|is not|aren['’]t|wasn['’]t|won['’]t be|not) held up\b/iu,
  /\b(?:skip|skipped|skipping|drop|dropped|dropping|cut|left out|leave out)\s+(?:our|the|my|their)\s+(?:usual|normal|standard|routine)\b/iu,
];

/** Tentative wording: a sign of a vague answer when it keeps coming back. */
export const HEDGE_PATTERN =
  /\b(maybe|perhaps|probably|possibly|hopefully|i think|i guess|i suppose|try to|tried to|see if|see what|kind of|sort of|something like|or something|somehow|etc)\b/giu;
export const FIRST_PERSON_PATTERN = /\b(i|i'd|i'm|i've|i'll|my|me|myself)\b/giu;

export interface UnsafePattern {
  /** What the pattern catches, for tests and debugging. */
  kind:
    | 'safety_bypass'
    | 'live_work'
    | 'falsification'
    | 'concealment'
    | 'no_consent'
    | 'credential_sharing'
    | 'deception'
    | 'delayed_escalation'
    | 'rule_normalising'
    | 'discrimination';
  pattern: RegExp;
  /** Whether a negation earlier in the clause ("I would never…") cancels the match. */
  negatable: boolean;
}

const A = `['’]`; // straight or curly apostrophe

/**
 * Advice a careful interviewer treats as disqualifying, whatever else the answer gets right. Matched on the
 * answer as written (case-insensitive), so quotes keep the candidate's exact words.
 */
export const UNSAFE_PATTERNS: readonly UnsafePattern[] = [
  {
    kind: 'safety_bypass',
    pattern:
      /\b(skip|skips|skipping|skipped|bypass|bypasses|bypassing|ignore|ignores|ignoring|disable|disables|disabling|override|overrides|overriding|remove|removes)\s+(?:the|a|any|our|their|all|those|these)?\s*(?:\w+\s+){0,2}?(safety|check|checks|checking|tester|test|tests|testing|alarm|alarms|guard|guards|interlock|interlocks|procedure|procedures|regulation|regulations|rule|rules|lock-off|lockout|verification|protocol|protocols|ppe|harness|policy|sensor|sensors)\b/iu,
    negatable: true,
  },
  { kind: 'live_work', pattern: /\b(work(?:ing|s)? (?:on it )?live|live working)\b/iu, negatable: true },
  {
    kind: 'falsification',
    pattern:
      /\b(falsif\w*|backdat\w*|forg(?:e|ed|ing) (?:a |the )?(?:signature|document|record)s?|fake\s+(?:\w+\s+)?(?:records?|signatures?|data|documents?|results?|readings?|observations?)|make up\s+(?:the\s+)?(?:numbers|figures|results|data|readings|observations)|cook(?:ing)? the books|(?:delete|deleting|deleted|shred|shredding|destroy)\s+(?:the\s+|all\s+)?(?:\w+\s+)?(?:logs?|records?|evidence|emails?|files?))\b/iu,
    negatable: true,
  },
  {
    // Entering a figure or state other than the real one ("recorded it as 15 % instead of the 40 it actually was").
    kind: 'falsification',
    pattern:
      /\b(?:record|records|recorded|recording|wrote|write|writes|writing|put|puts|mark|marks|marked|log|logs|logged|enter|enters|entered|chart|charted|note|noted)\b[^.;]{0,60}?\bas\b[^.;]{0,60}?\binstead of\b[^.;]{0,40}?\b(?:it|they|he|she|that)\s+(?:actually|really|truly)\s+(?:was|were|is|are)\b/iu,
    negatable: true,
  },
  {
    kind: 'concealment',
    pattern:
      /\b(hide\s+(?:it|this|that|them|the\s+\w+)\s+from|(?:keep|keeps|keeping)\s+(?:it|this|that)\s+(?:between us|secret|quiet|to (?:ourselves|myself))|stays? between us|(?:adjust|fix|change|correct|delete)\w*\s+(?:it\s+)?quietly|quietly\s+(?:fix|adjust|change|delete|correct)\w*|cover(?:ing)? (?:it|this|that) up)/iu,
    negatable: true,
  },
  {
    // Phrasings that carry their own negation ("I wouldn't report it"), so an earlier negation does not cancel them.
    kind: 'concealment',
    pattern: new RegExp(
      String.raw`\b(never tell (?:anyone|anybody|the \w+|my \w+)\b(?!\s+to\b)|so (?:that )?(?:the )?(?:auditors?|customers?|management|managers?|regulators?|patients?|nobody|no one|directors?)(?:\s+and\s+\w+)?\s+(?:doesn${A}t|don${A}t|won${A}t|wouldn${A}t|do not|does not|will not)\s+(?:find out|notice|ask|know|see)|(?:i|we)\s+(?:wouldn${A}t|won${A}t|would not|will not|don${A}t|do not)\s+(?:\w+\s+)?report(?:\s+it|\s+this|\s+that)?\b(?!\s+(?:to\s+)?(?:the\s+)?parents)|(?:don${A}t|do not) need to tell (?:anyone|anybody))`,
      'iu',
    ),
    negatable: false,
  },
  {
    // Counting on nobody finding out, or keeping something off the record.
    kind: 'concealment',
    pattern:
      /\b((?:nobody|no one|no-one)\s+(?:will\s+|would\s+|ever\s+|really\s+)?(?:know|knows|notice|notices|find out|finds out|look(?:s)? (?:that )?closely|check(?:s)?|care(?:s)?)|off the (?:record|books)|under the (?:radar|table)|(?:not|never) (?:mention|mentioning|report|reporting|record|recording|log|logging) (?:it|this|that|anything)(?! to)|side (?:letter|deal|agreement))/iu,
    negatable: false,
  },
  {
    kind: 'concealment',
    pattern:
      /\b(without (?:telling|informing|letting) (?:anyone|anybody|them|the \w+)(?: know)?|promis\w* (?:to keep (?:it|this|that) (?:between us|secret|quiet)|(?:not|never) to tell)|(?:sort|sorted|sorting|deal|dealt|dealing|handle|handled|handling) (?:\w+ ){0,2}(?:out )?quietly)/iu,
    negatable: true,
  },
  {
    // Breaking a rule because "everyone does", or because a target or a busy day is the reason.
    kind: 'rule_normalising',
    pattern: new RegExp(
      String.raw`\b((?:everyone|everybody|nobody|no one)\s+(?:\w+\s+)?(?:does|skips|ignores|bothers with|follows) (?:it|this|that|the \w+|them)|(?:do|does|doing) whatever it takes|(?:don${A}t|do not|doesn${A}t|won${A}t) (?:even )?(?:need|have) to (?:go through|follow|bother with|use) (?:the|any|a) (?:\w+\s+)?(?:policy|process|procedure|procedures|checks?|paperwork|protocol)|no point (?:in )?(?:start|report|call|escalat|tell|involv|log|rais|check)\w*|leave (?:it|them|the \w+(?: \w+)?) (?:off|out)\b|(?:round|rounded|rounding|pad|padded|padding) (?:it|them|the \w+) (?:up|out)\b(?:\s+a bit)?)`,
      'iu',
    ),
    negatable: true,
  },
  {
    // Decisions by pregnancy, religion, age, disability, nationality or looks.
    kind: 'discrimination',
    pattern: new RegExp(
      String.raw`\b((?:find(?:ing)? out|ask(?:ing)?(?: them)?(?: about)?|check(?:ing)?) (?:if|whether|about)?\s*(?:\w+\s+){0,5}?(?:pregnan\w*|ivf|religio\w*|marital|childcare plans|planning (?:a family|to have children))|too old|too young|looks? like (?:they|he|she) (?:won${A}t|wouldn${A}t|will not|can${A}t))`,
      'iu',
    ),
    negatable: true,
  },
  {
    kind: 'no_consent',
    pattern:
      // Not what someone else is entitled to do ("the gas emergency service can cut it off even without permission").
      /(?<!\bcan\b[^.;]{0,60})\bwithout (?:(?:their|the|his|her|a|any|the patient's|the customer's|proper)\s+)?(consent|permission|authori[sz]ation|prescription|verification|verifying|checking (?:their|the) identity)\b/iu,
    negatable: true,
  },
  {
    kind: 'credential_sharing',
    pattern:
      /\b(share|shares|sharing|give|gives|giving|read out|reading out|send|sending|tell|telling|disclose|disclosing)\s+(?:(?!(?:not|never|no)\b)\w+\s+){0,3}?(password|passwords|pin|pins|login details|credentials)\b(?!\s+reset)/iu,
    negatable: true,
  },
  {
    kind: 'deception',
    pattern: new RegExp(
      String.raw`\b(even if (?:i${A}m|i am|it${A}s|it is|that${A}s|that is) not (?:sure|true)|(?:lie|lying) to(?![^.;]{0,60}\b(?:is|are|was|would be|counts as)\s+(?:a\s+|an\s+)?(?:crime|criminal|illegal|fraud|unlawful|wrong|offen[cs]e)\b)|promis\w*\s+(?:\w+\s+){0,2}(?:features?|things?|dates?|functionality)\s+(?:that|which)\s+(?:are|is|we)\s+(?:not|n${A}t|don${A}t|can${A}t|won${A}t)|mislead\w*)\b`,
      'iu',
    ),
    negatable: true,
  },
  {
    // Putting off the escalation of a deteriorating patient, a safeguarding concern or an incident.
    kind: 'delayed_escalation',
    pattern:
      /\b(?:rather than|instead of)\s+(?:call|calling|escalat\w*|tell|telling|inform\w*|wak(?:e|ing))\s+(?:the\s+)?(doctor|doctors|manager|supervisor|police|safeguarding lead|dsl|registrar|consultant)\b/iu,
    negatable: false,
  },
  {
    // "…that same shift, not wait till tomorrow" is the right practice said the other way round.
    kind: 'delayed_escalation',
    pattern: /\bwait (?:until|till) (?:the )?(?:morning|tomorrow|next shift|ward round)\b/iu,
    negatable: true,
  },
];
