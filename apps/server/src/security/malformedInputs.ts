import fc from 'fast-check'
import type { JsonSchema } from './openApiRoutes.js'

/** Deep JSON: arrays nested `depth` levels. */
const deepJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

/** The classic lists: values that break parsers, encoders, databases and path handling. */
export const classicStrings: readonly string[] = [
  '',
  ' ',
  'a'.repeat(100_000),
  '合同'.repeat(5_000),
  '\u0000',
  'abc\u0000def',
  '\uffff\ufffe',
  '\ud800',
  '😀👨‍👩‍👧‍👦\u202e\u200b',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  "' OR '1'='1' --",
  "'; drop table contracts; --",
  '1; select pg_sleep(5)',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '-1',
  '0',
  '1e309',
  'NaN',
  '99999999999999999999999',
  '2147483648',
  '-2147483649',
  '1.5',
  'true',
  'null',
  '[]',
  '{}',
  '2025-13-45',
  '0000-00-00T00:00:00Z',
]

/** Values of every JSON type, for bodies and fields that expect one type. */
export const classicValues: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  2 ** 53,
  1e308,
  -0.5,
  [],
  [null],
  {},
  { __proto__: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
  ...classicStrings.slice(0, 20),
  Array.from({ length: 2_000 }, (_, i) => i),
]

/** Raw bodies with the content type they claim. */
export const classicBodies: readonly { payload: string | Buffer; contentType: string }[] = [
  { payload: '{', contentType: 'application/json' },
  { payload: '{"a":1,}', contentType: 'application/json' },
  { payload: deepJson(10_000), contentType: 'application/json' },
  { payload: JSON.stringify({ data: 'x'.repeat(2_000_000) }), contentType: 'application/json' },
  { payload: '\u0000', contentType: 'application/json' },
  { payload: '<a>1</a>', contentType: 'application/xml' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'hello', contentType: 'text/plain' },
  { payload: '--x\r\n', contentType: 'multipart/form-data' },
  { payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc', contentType: 'multipart/form-data; boundary=b' },
  { payload: Buffer.from([0xff, 0xfe, 0x00, 0x01]), contentType: 'application/octet-stream' },
]

const anyString = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }), fc.constantFrom(...classicStrings))

/** Any value, biased towards the classic ones. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...classicValues),
  anyString,
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
)

/** A value for a field of `schema`: mostly wrong, sometimes of the declared type. */
export function valueFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type
  const plausible =
    schema?.enum && schema.enum.length > 0
      ? fc.constantFrom(...schema.enum)
      : type === 'integer' || type === 'number'
        ? fc.integer({ min: -5, max: 3_000_000 })
        : type === 'boolean'
          ? fc.boolean()
          : type === 'array'
            ? fc.array(valueFor(schema?.items), { maxLength: 4 })
            : type === 'object'
              ? objectFor(schema)
              : anyString
  return fc.oneof({ weight: 1, arbitrary: plausible }, { weight: 2, arbitrary: anyValue })
}

/** An object with the schema's properties (each maybe missing or wrong) and maybe stray keys. */
export function objectFor(schema: JsonSchema | undefined): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema?.properties ?? {}
  const shape = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valueFor(property)]))
  return fc.tuple(fc.record(shape, { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 8 }), anyValue, { maxKeys: 2 })).map(([known, stray]) => ({ ...stray, ...known }))
}

/** A query string value: always text, as on the wire. */
export const queryValue: fc.Arbitrary<string> = fc.oneof(anyString, fc.integer().map(String), fc.constantFrom(...classicStrings))
