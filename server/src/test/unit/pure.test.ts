import { formatIsoDuration, parseIsoDuration } from '../../shared/duration';
import { sanitizeRichText } from '../../shared/html';
import { escapeLike, normalizeKey } from '../../shared/text';
import { detectImageFormat } from '../../modules/media/image-type';
import { httpStatusOf } from '../../rest/http-errors';
import { ErrorCode } from '../../shared/errors';

describe('ISO 8601 durations', () => {
  it.each([
    ['PT1H30M', 5400],
    ['PT45M', 2700],
    ['PT90S', 90],
    ['P1DT2H', 93600],
    ['pt20m', 1200],
  ])('parses %s', (text, seconds) => expect(parseIsoDuration(text)).toBe(seconds));

  it.each(['', 'P', 'PT', '1H', 'PT1.5H', 'PTXM', '20 minutos'])('refuses %j', (text) =>
    expect(parseIsoDuration(text)).toBeNull(),
  );

  it('formats canonically, with PT0M for zero', () => {
    expect(formatIsoDuration(5400)).toBe('PT1H30M');
    expect(formatIsoDuration(93600)).toBe('PT26H');
    expect(formatIsoDuration(61)).toBe('PT1M1S');
    expect(formatIsoDuration(0)).toBe('PT0M');
  });
});

describe('text keys', () => {
  it('folds case, accents and spaces', () => {
    expect(normalizeKey('  Pão   de QUEIJO  ')).toBe('pao de queijo');
    expect(normalizeKey('Açaí')).toBe(normalizeKey('ACAI'));
  });
  it('escapes LIKE wildcards', () => expect(escapeLike('50%_off!')).toBe('50!%!_off!!'));
});

describe('rich text sanitiser', () => {
  it('keeps formatting and drops active content', () => {
    const out = sanitizeRichText(
      '<p style="color:#ff0000;position:fixed" onmouseover="x()">a</p><iframe src="https://x"></iframe><a href="JaVaScRiPt:alert(1)">b</a>',
    );
    expect(out).toBe('<p style="color:#ff0000">a</p><a>b</a>');
  });
});

describe('image type by magic bytes', () => {
  const bytes = (...b: number[]) => Uint8Array.from(b);
  const ascii = (s: string) => Uint8Array.from(Buffer.from(s, 'latin1'));
  it.each([
    [bytes(0xff, 0xd8, 0xff, 0xe0), 'jpeg'],
    [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'png'],
    [ascii('RIFF\0\0\0\0WEBPVP8 '), 'webp'],
    [ascii('GIF89a'), 'gif'],
    [ascii('\0\0\0\x1cftypavif'), 'avif'],
    [ascii('<svg xmlns='), null],
    [ascii('%PDF-1.7'), null],
    [bytes(), null],
  ])('%#: %s', (head, expected) => expect(detectImageFormat(head)).toBe(expected));
});

describe('error codes → HTTP statuses', () => {
  it('maps every code', () => {
    const table = Object.fromEntries(Object.values(ErrorCode).map((code) => [code, httpStatusOf(code)]));
    expect(table).toEqual({
      BAD_USER_INPUT: 400,
      UNAUTHENTICATED: 401,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      CONFLICT: 409,
      PAYLOAD_TOO_LARGE: 413,
      UNSUPPORTED_MEDIA_TYPE: 415,
      UNPROCESSABLE: 422,
      TOO_MANY_REQUESTS: 429,
      BAD_REQUEST: 400,
      GRAPHQL_PARSE_FAILED: 400,
      GRAPHQL_VALIDATION_FAILED: 400,
      QUERY_TOO_COMPLEX: 400,
      OPERATION_RESOLUTION_FAILURE: 400,
      SERVICE_UNAVAILABLE: 503,
      INTERNAL_SERVER_ERROR: 500,
    });
  });
});
