import type { Problem } from '@talvio/contracts/common';
import fc from 'fast-check';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from './testing/database-fingerprint.ts';
import { newAdmin, type StaffSession } from './testing/staff-client.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

/**
 * Bad requests generated from each route's own request schema, as the API description published at /api/docs
 * states it (built from the routes' zod schemas). Every request is invalid by construction; each must be refused
 * with a 4xx problem naming the field at fault, and the database must not change.
 */

/** The subset of JSON Schema the route schemas use. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  /** Values the description gives as examples (OpenAPI 3.0 spells one `example`): valid by definition. */
  examples?: unknown[];
  example?: unknown;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** A number (JSON Schema 2020-12) or, as OpenAPI 3.0 spells it, true to make `minimum` exclusive. */
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
}

type Part = 'params' | 'query' | 'body';

interface Route {
  method: string;
  /** As the API description spells it: /api/jobs/{id}. */
  path: string;
  params: JsonSchema | null;
  query: JsonSchema | null;
  body: JsonSchema | null;
  /** The body is one of several shapes: a problem may name the whole body instead of one field. */
  bodyIsUnion: boolean;
}

interface Field {
  part: Part;
  path: string[];
  schema: JsonSchema;
  required: boolean;
}

interface Parts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** One generated bad request and the field (or fields) its problem may name. */
interface BadCase {
  parts: Parts;
  /** Sent as is instead of JSON.stringify(parts.body). */
  rawBody?: string;
  fields: string[];
  label: string;
}

/** Replays the same requests on every run; fast-check prints it with any counterexample. */
const runKey = 20_240_611;
const properties = { seed: runKey, endOnFailure: true } as const;

const megabyte = 1_000_000;
/** The longest route parameter the router passes on to the route's schema. */
const routerParamLimit = 2048;
const fiveMegabytes = 5 * 1024 * 1024;

let t: TestApp;
let admin: StaffSession;
let routes: Route[];
let clientNumber = 0;

beforeAll(async () => {
  // Each request comes from its own address, so per-address rate limits never answer instead of validation.
  t = await startTestApp({ overrides: { trustedProxies: ['127.0.0.1'] } });
  admin = await newAdmin(t.url, { onboarded: true });
  routes = routesOf(t.app.swagger() as OpenAPIV3.Document);
});
afterAll(async () => t?.close());

// ------------------------------------------------------------------------------------------ the routes

const asSchema = (value: unknown): JsonSchema => (value ?? {}) as JsonSchema;

function partSchema(parameters: OpenAPIV3.ParameterObject[], where: 'path' | 'query'): JsonSchema | null {
  const found = parameters.filter((p) => p.in === where);
  if (found.length === 0) return null;
  return {
    type: 'object',
    properties: Object.fromEntries(found.map((p) => [p.name, asSchema(p.schema)])),
    required: found.filter((p) => p.required).map((p) => p.name),
  };
}

/** Every operation under /api the API description lists, with the schemas of its params, query and JSON body. */
function routesOf(document: OpenAPIV3.Document): Route[] {
  const found: Route[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/') || !item) continue;
    for (const method of ['get', 'put', 'post', 'patch', 'delete'] as const) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = (operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
      const requestBody = operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
      const body = requestBody?.content['application/json']?.schema;
      found.push({
        method: method.toUpperCase(),
        path,
        params: partSchema(parameters, 'path'),
        query: partSchema(parameters, 'query'),
        body: body ? asSchema(body) : null,
        bodyIsUnion: Boolean(body && asSchema(body).anyOf),
      });
    }
  }
  return found;
}

/** The object shape of a schema: itself, or the first object branch of a union. */
function objectShape(schema: JsonSchema): JsonSchema | null {
  if (schema.type === 'object') return schema;
  return schema.anyOf?.find((branch) => branch.type === 'object') ?? null;
}

function fieldsOf(part: Part, schema: JsonSchema | null, path: string[] = []): Field[] {
  const shape = schema && objectShape(schema);
  if (!shape) return [];
  return Object.entries(shape.properties ?? {}).flatMap(([key, child]) => [
    { part, path: [...path, key], schema: child, required: shape.required?.includes(key) ?? false },
    ...(child.type === 'object' ? fieldsOf(part, child, [...path, key]) : []),
  ]);
}

const allFields = (route: Route): Field[] => [
  ...fieldsOf('params', route.params),
  ...fieldsOf('query', route.query),
  ...fieldsOf('body', route.body),
];

// ------------------------------------------------------------------------------------------ valid values

const letters = 'abcdefghijklmnopqrstuvwxyz';
const letter = fc.constantFrom(...letters);
// biome-ignore lint/suspicious/noControlCharactersInRegex: a valid value has no control characters
const plainText = (value: string) => value.trim() === value && !/[\u0000-\u001f\u007f]/.test(value);

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = Math.max(schema.minLength ?? 0, 2);
  const max = Math.min(schema.maxLength ?? min + 12, min + 12);
  if (schema.format === 'email') return fc.stringMatching(/^[a-z]{3,12}@example\.test$/);
  const examples = [
    ...(schema.examples ?? []),
    ...(schema.example === undefined ? [] : [schema.example]),
  ].filter((e): e is string => typeof e === 'string');
  if (examples.length > 0) return fc.constantFrom(...examples);
  // A moment in the next ten years: valid for fields that want a date-time, including those that want a future one.
  if (schema.format === 'date-time')
    return fc
      .integer({ min: 1, max: 3_650 })
      .map((days) => new Date(Date.now() + days * 86_400_000).toISOString());
  if (schema.pattern)
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter(
        (value) =>
          plainText(value) &&
          value.length >= (schema.minLength ?? 0) &&
          value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY),
      );
  // The description states e-mail fields as plain text (their format is checked after trimming): text shaped like
  // an address fits both them and free-text fields.
  if ((schema.maxLength ?? 254) >= 23 && min <= 16)
    return fc.string({ unit: letter, minLength: 3, maxLength: 10 }).map((name) => `${name}@example.test`);
  return fc.string({ unit: letter, minLength: min, maxLength: max });
}

/**
 * A valid value of a schema: required properties only (so no rule between optional fields can fail), plus the
 * properties on the way to `force`, the field a case is about to break.
 */
function validArb(schema: JsonSchema, force: string[] = []): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const shape = schema.anyOf ? objectShape(schema) : null;
  if (shape) return validArb(shape, force);
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties).filter((k) => schema.required?.includes(k) || k === force[0]);
      return fc.record(
        Object.fromEntries(
          keys.map((k) => [k, validArb(properties[k] ?? {}, k === force[0] ? force.slice(1) : [])]),
        ),
      );
    }
    case 'array': {
      const count = schema.minItems ?? 0;
      return fc.array(validArb(schema.items ?? {}), { minLength: count, maxLength: count });
    }
    case 'integer':
    case 'number': {
      const exclusive = schema.exclusiveMinimum;
      const min =
        typeof exclusive === 'number' ? exclusive + 1 : (schema.minimum ?? 0) + (exclusive === true ? 1 : 0);
      const max = Math.min(schema.maximum ?? min + 1000, min + 100_000, 2 ** 31 - 1);
      const step = schema.multipleOf;
      if (step)
        return fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((n) => n * step);
      return fc.integer({ min, max });
    }
    case 'boolean':
      return fc.boolean();
    case 'string':
      return validString(schema);
    default:
      return fc.constant('value');
  }
}

// ------------------------------------------------------------------------------------------ bad values

/** Letters, right-to-left text, combining marks, astral characters and joiners: never digits or spaces. */
const unicodeUnit = fc.constantFrom(
  '\u{1D49C}',
  '\u{1F600}',
  '\u{20731}',
  '\u{1F469}\u200D\u{1F4BB}',
  'שָׁלוֹם',
  'مرحبا',
  '\u202Eevil',
  '\u200F',
  'e\u0301',
  'a\u0308\u0323',
  'Z\u0336\u0335',
  'ﷺ',
);
const unicodeText = fc.string({ unit: unicodeUnit, minLength: 1, maxLength: 8 });

const typesOf = (schema: JsonSchema): Set<string> =>
  new Set(
    schema.anyOf ? schema.anyOf.flatMap((branch) => [...typesOf(branch)]) : schema.type ? [schema.type] : [],
  );
const isNumeric = (schema: JsonSchema) => typesOf(schema).has('integer') || typesOf(schema).has('number');
const nullable = (schema: JsonSchema) => schema.nullable === true || typesOf(schema).has('null');
/** Words a number cannot be read from, even by a schema that coerces. */
const notANumber = fc.string({ unit: letter, minLength: 1, maxLength: 10 });

/**
 * A JSON value of a type the field does not take. Values a coercing number schema would read as a number (true,
 * null, "", [] and [5]) are left out.
 */
function wrongTypeArb(schema: JsonSchema): fc.Arbitrary<unknown> | null {
  const types = typesOf(schema);
  if (types.size === 0) return null;
  const numeric = isNumeric(schema);
  const options: fc.Arbitrary<unknown>[] = [];
  if (!numeric) options.push(fc.integer({ min: -1000, max: 1000 }), fc.double({ noNaN: true }));
  if (!types.has('string')) options.push(notANumber);
  if (!types.has('boolean') && !numeric) options.push(fc.boolean());
  if (!nullable(schema) && !numeric) options.push(fc.constant(null));
  if (!types.has('array')) options.push(fc.array(notANumber, { minLength: 2, maxLength: 3 }));
  if (!types.has('object')) options.push(fc.dictionary(notANumber, fc.integer(), { minKeys: 1, maxKeys: 2 }));
  return options.length > 0 ? fc.oneof(...options) : null;
}

/** A value a field in the URL (all text on the wire) cannot take: only for numbers, enums and patterns. */
function wrongUrlValueArb(schema: JsonSchema): fc.Arbitrary<string> | null {
  if (isNumeric(schema)) return notANumber;
  if (schema.enum) return notANumber.filter((v) => !schema.enum?.includes(v));
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return fc
      .oneof(
        unicodeText,
        notANumber.map((v) => `${v} <${v}>!`),
      )
      .filter((v) => !pattern.test(v));
  }
  return null;
}

/** Unicode text that is wrong for the field by construction: a number, an enum, a pattern, or too long. */
function badUnicodeArb(schema: JsonSchema, part: Part): fc.Arbitrary<unknown> | null {
  const types = typesOf(schema);
  if (schema.enum) return unicodeText;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return unicodeText.filter((v) => !pattern.test(v));
  }
  if (part === 'body' && !types.has('string')) return types.size > 0 ? unicodeText : null;
  if (isNumeric(schema)) return unicodeText;
  if (types.has('string') && schema.maxLength !== undefined && schema.maxLength <= 100_000) {
    const max = schema.maxLength;
    // Lengths are counted in characters (code points), not UTF-16 units.
    return unicodeText.map((text) => text.repeat(Math.ceil((max + 1) / [...text].length)));
  }
  return null;
}

/** A string that no field takes: past its maximum length, not a number, not in its enum or pattern. */
function isBoundedText(schema: JsonSchema, length: number): boolean {
  const types = typesOf(schema);
  if (!types.has('string')) return types.size > 0;
  return Boolean(
    schema.enum || schema.pattern || (schema.maxLength !== undefined && schema.maxLength < length),
  );
}

// ------------------------------------------------------------------------------------------ building cases

function setAt(target: unknown, path: string[], value: unknown, remove = false): void {
  let cursor = target as Record<string, unknown>;
  for (const key of path.slice(0, -1)) cursor = cursor[key] as Record<string, unknown>;
  const last = path.at(-1) as string;
  if (remove) delete cursor[last];
  else cursor[last] = value;
}

/** Valid params, query and body for a route, with the parents of `field` present. */
function validParts(route: Route, field?: Field): fc.Arbitrary<Parts> {
  const force = (part: Part) => (field?.part === part ? field.path : []);
  return fc.record({
    params: route.params ? validArb(route.params, force('params')) : fc.constant({}),
    query: route.query ? validArb(route.query, force('query')) : fc.constant({}),
    body: route.body ? validArb(route.body, force('body')) : fc.constant(undefined),
  }) as fc.Arbitrary<Parts>;
}

const nameOf = (field: Field) => field.path.join('.');
/** The fields a problem about `field` may name: the field, or the whole body when the body is a union. */
const namesFor = (route: Route, field: Field) =>
  field.part === 'body' && route.bodyIsUnion ? [nameOf(field), 'body'] : [nameOf(field)];

function brokenField(
  route: Route,
  field: Field,
  bad: fc.Arbitrary<unknown> | 'missing',
  label: string,
): fc.Arbitrary<BadCase> {
  return fc
    .tuple(validParts(route, field), bad === 'missing' ? fc.constant(undefined) : bad)
    .map(([parts, value]) => {
      const copy = structuredClone(parts);
      const target = field.part === 'body' ? copy.body : copy[field.part];
      setAt(target, field.path, value, bad === 'missing');
      return {
        parts: copy,
        fields: namesFor(route, field),
        label: `${label} ${field.part}.${nameOf(field)}`,
      };
    });
}

/** The cases of one kind for one route, one generator per field (none when the kind does not apply to it). */
type CaseMaker = (route: Route) => fc.Arbitrary<BadCase>[];

const wrongTypes: CaseMaker = (route) =>
  allFields(route).flatMap((field) => {
    const bad = field.part === 'body' ? wrongTypeArb(field.schema) : wrongUrlValueArb(field.schema);
    return bad ? [brokenField(route, field, bad, 'wrong type in')] : [];
  });

const missingFields: CaseMaker = (route) =>
  allFields(route)
    .filter((field) => field.required && field.part !== 'params')
    .map((field) => brokenField(route, field, 'missing', 'missing'));

const unknownFields: CaseMaker = (route) => {
  const strict = [
    ...(route.body && objectShape(route.body)?.additionalProperties === false ? [[] as string[]] : []),
    ...fieldsOf('body', route.body)
      .filter((field) => field.schema.type === 'object' && field.schema.additionalProperties === false)
      .map((field) => field.path),
  ];
  return strict.map((path) =>
    fc
      .tuple(
        validParts(route, { part: 'body', path: [...path, 'x'], schema: {}, required: false }),
        fc.stringMatching(/^[a-z][a-z_]{2,15}$/),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .map(([parts, key, value]) => {
        const copy = structuredClone(parts);
        let object = copy.body as Record<string, unknown>;
        for (const step of path) object = object[step] as Record<string, unknown>;
        const name = `unexpected_${key}`;
        object[name] = value;
        return {
          parts: copy,
          fields: route.bodyIsUnion ? [[...path, name].join('.'), 'body'] : [[...path, name].join('.')],
          label: `unknown field ${[...path, name].join('.')}`,
        };
      }),
  );
};

/** 1 MB strings in a few fields picked at random per route (all of them would only repeat the same check). */
const hugeStrings: CaseMaker = (route) => {
  const inBody = fieldsOf('body', route.body)
    .filter((field) => isBoundedText(field.schema, megabyte))
    .map((field) => brokenField(route, field, fc.constant('x'.repeat(megabyte)), '1 MB string in'));
  const inUrl = allFields(route).flatMap((field) => {
    if (field.part === 'body') return [];
    // A URL is bounded by the HTTP server's header limit (16 KB), so text in it is long rather than huge. A route
    // parameter longer than the router takes is refused before any schema, naming the params.
    const max = field.part === 'params' ? routerParamLimit : 6000;
    const length = fc.integer({ min: (field.schema.maxLength ?? 0) + 1, max });
    // More digits than the largest number the field takes (a whole number is at most 2^53).
    const digits = String(field.schema.maximum ?? Number.MAX_SAFE_INTEGER).length + 1;
    const longNumber = fc.integer({ min: digits, max }).map((n) => '9'.repeat(n));
    const cases = isNumeric(field.schema)
      ? [brokenField(route, field, longNumber, 'long number in')]
      : isBoundedText(field.schema, max) && (field.schema.maxLength ?? max) < max
        ? [
            brokenField(
              route,
              field,
              length.map((n) => 'x'.repeat(n)),
              'long text in',
            ),
          ]
        : [];
    if (field.part !== 'params') return cases;
    const beyondRouter = brokenField(
      route,
      field,
      fc.integer({ min: routerParamLimit + 1, max: 6000 }).map((n) => '7'.repeat(n)),
      'text longer than the router takes in',
    ).map((bad) => ({ ...bad, fields: ['params'] }));
    return [...cases, beyondRouter];
  });
  return inBody.length > 0 ? [fc.oneof(...inBody), ...inUrl] : inUrl;
};

/** A lone surrogate (escaped as \uD800 in the JSON text) in otherwise ordinary text. */
const loneSurrogate = fc
  .tuple(fc.string({ unit: letter, maxLength: 5 }), fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF'))
  .map(([text, half]) => `${text}${half}${text}`);

const unicode: CaseMaker = (route) =>
  allFields(route).flatMap((field) => {
    const bad = badUnicodeArb(field.schema, field.part);
    return [
      ...(bad ? [brokenField(route, field, bad, 'unicode in')] : []),
      ...(field.part === 'body' ? [brokenField(route, field, loneSurrogate, 'lone surrogate in')] : []),
    ];
  });

const withNul = fc
  .tuple(fc.string({ unit: letter, maxLength: 6 }), fc.string({ unit: letter, maxLength: 6 }))
  .map(([a, b]) => `${a}\u0000${b}`);

const nulCharacters: CaseMaker = (route) => {
  const inKey = route.body
    ? [
        fc.tuple(validParts(route), withNul).map(([parts, key]) => ({
          parts: { ...parts, body: { ...(parts.body as object), [key]: 'value' } },
          fields: ['body'],
          label: 'NUL in a key of the body',
        })),
      ]
    : [];
  return [...allFields(route).map((field) => brokenField(route, field, withNul, 'NUL in')), ...inKey];
};

function nestedArray(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

const deepNesting: CaseMaker = (route) => {
  if (!route.body) return [];
  const whole = [33, 1000, 100_000].map((depth) =>
    validParts(route).map((parts) => ({
      parts,
      rawBody: nestedArray(depth),
      fields: ['body'],
      label: `a body nested ${depth} deep`,
    })),
  );
  const inField = fieldsOf('body', route.body)
    .filter((field) => field.path.length === 1)
    .map((field) =>
      fc.integer({ min: 33, max: 200 }).chain((depth) =>
        validParts(route, field).map((parts) => {
          let value: unknown = 'leaf';
          for (let i = 0; i < depth; i += 1) value = { a: value };
          const copy = structuredClone(parts);
          setAt(copy.body, field.path, value);
          return { parts: copy, fields: [nameOf(field)], label: `${nameOf(field)} nested ${depth} deep` };
        }),
      ),
    );
  return [...whole, ...inField];
};

const fiveMegabyteBody: CaseMaker = (route) => {
  if (!route.body) return [];
  const key = fieldsOf('body', route.body)[0]?.path[0] ?? 'value';
  return [
    validParts(route).map((parts) => ({
      parts,
      rawBody: JSON.stringify({ [key]: 'x'.repeat(fiveMegabytes) }),
      fields: ['body'],
      label: 'a 5 MB body',
    })),
  ];
};

// ------------------------------------------------------------------------------------------ sending

function urlOf(route: Route, parts: Parts): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(parts.params[name] ?? '')),
  );
  const query = new URLSearchParams(
    Object.entries(parts.query).map(([key, value]) => [key, String(value)] as [string, string]),
  ).toString();
  return `${t.url}${path}${query ? `?${query}` : ''}`;
}

async function send(route: Route, bad: BadCase): Promise<{ status: number; type: string; text: string }> {
  clientNumber += 1;
  const body = bad.rawBody ?? (bad.parts.body === undefined ? undefined : JSON.stringify(bad.parts.body));
  const res = await fetch(urlOf(route, bad.parts), {
    method: route.method,
    headers: {
      authorization: `Bearer ${admin.idToken}`,
      'x-forwarded-for': `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body } : {}),
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

const preview = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

async function expectRefused(route: Route, bad: BadCase): Promise<void> {
  const { status, type, text } = await send(route, bad);
  const where = `${route.method} ${route.path} — ${bad.label}: ${status} ${preview(text)}`;
  expect(status, where).toBeGreaterThanOrEqual(400);
  expect(status, where).toBeLessThan(500);
  expect(type, where).toMatch(/^application\/problem\+json/);
  const problem = JSON.parse(text) as Problem;
  expect(bad.fields, where).toContain(problem.field);
}

/**
 * Sends `runs` generated cases per field (or per case of the kind) to every route the kind applies to, checking the
 * database after each route. Returns how many routes were covered.
 */
async function refusesEverywhere(make: CaseMaker, runs: number): Promise<number> {
  let covered = 0;
  for (const route of routes) {
    const cases = make(route);
    if (cases.length === 0) continue;
    covered += 1;
    const before = await databaseFingerprint(t.app.ctx.db);
    for (const generated of cases)
      await fc.assert(
        fc.asyncProperty(generated, (bad) => expectRefused(route, bad)),
        { ...properties, numRuns: runs },
      );
    expect(
      await databaseFingerprint(t.app.ctx.db),
      `${route.method} ${route.path} changed the database`,
    ).toEqual(before);
  }
  return covered;
}

describe('bad input', () => {
  it('generated bad input: every route under /api is found in the API description, with its request schemas', () => {
    const withInput = routes.filter((route) => route.params || route.query || route.body);
    expect(routes.length).toBeGreaterThanOrEqual(70);
    expect(withInput.length).toBeGreaterThanOrEqual(45);
    expect(routes.filter((route) => route.body).length).toBeGreaterThanOrEqual(20);
    const names = routes.map((route) => `${route.method} ${route.path}`);
    for (const known of [
      'POST /api/jobs',
      'GET /api/jobs',
      'PUT /api/jobs/{id}',
      'POST /api/interview/{token}/start',
    ])
      expect(names).toContain(known);
  });

  it('generated bad input: a wrong type in any field is refused naming the field, and nothing changes', async () => {
    expect(await refusesEverywhere(wrongTypes, 3)).toBeGreaterThanOrEqual(40);
  });

  it('generated bad input: a missing required field is refused naming the field, and nothing changes', async () => {
    expect(await refusesEverywhere(missingFields, 1)).toBeGreaterThanOrEqual(10);
  });

  it('generated bad input: an unknown field in a strict body is refused naming it, and nothing changes', async () => {
    expect(await refusesEverywhere(unknownFields, 3)).toBeGreaterThanOrEqual(5);
  });

  it('generated bad input: a huge string (1 MB in one field) is refused naming the field, and nothing changes', async () => {
    expect(await refusesEverywhere(hugeStrings, 3)).toBeGreaterThanOrEqual(30);
  });

  it('generated bad input: unicode (astral, right-to-left, combining, lone surrogates) where it does not fit is refused naming the field', async () => {
    expect(await refusesEverywhere(unicode, 2)).toBeGreaterThanOrEqual(30);
  });

  it('generated bad input: NUL characters in any field or key are refused naming the field, and nothing changes', async () => {
    expect(await refusesEverywhere(nulCharacters, 2)).toBeGreaterThanOrEqual(45);
  });

  it('generated bad input: deep nesting, of the whole body or of one field, is refused naming it', async () => {
    expect(await refusesEverywhere(deepNesting, 1)).toBeGreaterThanOrEqual(20);
  });

  it('generated bad input: a 5 MB body is refused with 413 naming the body, and nothing changes', async () => {
    expect(await refusesEverywhere(fiveMegabyteBody, 1)).toBeGreaterThanOrEqual(20);
  });
});
