import type { z } from 'zod';
import { httpUrl, numberText, optionalText, requiredText } from './schemas';

/** What a schema answers for a value: its output, or the first problem it says. */
function read(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { problem: result.error.issues[0]?.message };
}

describe('form-kit schemas', () => {
  it('trims text, refuses it blank when required and past its bound, and makes blank optional text null', () => {
    expect(read(requiredText(5, 'Obrigatório.'), '  Pão ')).toEqual({ value: 'Pão' });
    expect(read(requiredText(5, 'Obrigatório.'), '   ')).toEqual({ problem: 'Obrigatório.' });
    expect(read(requiredText(5, 'Obrigatório.'), 'Pão de queijo')).toEqual({ problem: 'Use no máximo 5 caracteres.' });
    expect(read(optionalText(2000), '  ')).toEqual({ value: null });
    expect(read(optionalText(2000), 'x'.repeat(2001))).toEqual({ problem: 'Use no máximo 2.000 caracteres.' });
  });

  it('takes complete http(s) addresses within the bound', () => {
    const url = httpUrl(40, { missing: 'Informe o site.' });
    expect(read(url, ' https://loja.example/doces ')).toEqual({ value: 'https://loja.example/doces' });
    expect(read(url, '')).toEqual({ problem: 'Informe o site.' });
    expect(read(url, 'loja.example')).toEqual({
      problem: 'Informe um endereço completo, começando com http:// ou https://.',
    });
    expect(read(url, 'ftp://loja.example')).toEqual({
      problem: 'Informe um endereço completo, começando com http:// ou https://.',
    });
  });

  it('reads numbers with a comma or a dot, within their bounds; blank is no number', () => {
    const grams = numberText({ min: 0, max: 100_000 });
    expect(read(grams, '12,5')).toEqual({ value: 12.5 });
    expect(read(grams, '12.5')).toEqual({ value: 12.5 });
    expect(read(grams, '1.234,5')).toEqual({ value: 1234.5 });
    expect(read(grams, ' ')).toEqual({ value: null });
    expect(read(grams, '1.234')).toEqual({ problem: expect.stringContaining('Não ficou claro o valor') });
    expect(read(grams, '100001')).toEqual({ problem: 'Informe um número de 0 a 100.000.' });
    expect(read(grams, 'muito')).toEqual({ problem: 'Informe um número de 0 a 100.000.' });
    expect(read(numberText({ min: 0, max: 10, integer: true }), '2,5')).toEqual({
      problem: 'Informe um número inteiro.',
    });
  });
});
