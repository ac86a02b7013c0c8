import { splitNumberedRun, instructionLines } from './schema-recipe';
import {
  cleanText,
  decodeEntities,
  dedupeTexts,
  htmlLines,
  matchKey,
  sectionName,
  stripBullet,
  stripStepNumber,
} from './text';

describe('decodeEntities', () => {
  it.each([
    ['Bolo &quot;fofinho&quot;', 'Bolo "fofinho"'],
    ['P&amp;B', 'P&B'],
    ['d&#39;água', "d'água"],
    ['d&#x27;água &#8211; ok', "d'água – ok"],
    ['a&nbsp;b', 'a\u00a0b'],
    ['ma&ccedil;&atilde;', 'maçã'],
    ['escaped twice: &amp;quot;x&amp;quot; &amp;#8211;', 'escaped twice: "x" –'],
    ['R&D & co', 'R&D & co'],
    ['&foo; &#xZZ;', '&foo; &#xZZ;'],
  ])('%j → %j', (text, expected) => {
    expect(decodeEntities(text)).toBe(expected);
  });
});

describe('cleanText', () => {
  it.each([
    ['  Bolo \n de   cenoura\t', 'Bolo de cenoura'],
    ['Bolo&nbsp;de\u00a0cenoura\u200b', 'Bolo de cenoura'],
    ['<p>Frango <strong>suculento</strong>,</p>\n<p>com batatas.</p>', 'Frango suculento, com batatas.'],
    ['Linha 1<br>Linha 2', 'Linha 1 Linha 2'],
    ['Asse a <180 °C & sirva', 'Asse a <180 °C & sirva'],
    ['<script>alert(1)</script><style>p{}</style>Texto', 'Texto'],
    ['Pão &amp; &lt;b&gt;queijo&lt;/b&gt;', 'Pão & queijo'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(cleanText(text)).toBe(expected);
  });
});

describe('lines', () => {
  it('splits plain text on its line breaks and HTML on its blocks and <br>s', () => {
    expect(htmlLines('a\r\nb\n\n c \u2028d')).toEqual(['a', 'b', 'c', 'd']);
    expect(htmlLines('<ol><li>Um</li><li>Dois <b>e</b> meio</li></ol><p>Três</p>Quatro<br/>Cinco')).toEqual([
      'Um',
      'Dois e meio',
      'Três',
      'Quatro',
      'Cinco',
    ]);
  });

  it('splits one line numbered "1. … 2. …" where each next number starts', () => {
    expect(splitNumberedRun('1. Misture a farinha. 2. Junte 1.5 kg de açúcar. 3) Asse por 2 horas.')).toEqual([
      '1. Misture a farinha.',
      '2. Junte 1.5 kg de açúcar.',
      '3) Asse por 2 horas.',
    ]);
    expect(splitNumberedRun('Asse a 180 °C por 40 min. 2. Sirva')).toEqual(['Asse a 180 °C por 40 min. 2. Sirva']);
    expect(instructionLines('1. Bata. 2. Asse.')).toEqual(['1. Bata.', '2. Asse.']);
  });
});

describe('stripStepNumber and stripBullet', () => {
  it.each([
    ['1. Misture', 'Misture'],
    ['1) Misture', 'Misture'],
    ['12 - Misture', 'Misture'],
    ['3: Misture', 'Misture'],
    ['Passo 1: Misture', 'Misture'],
    ['passo 2 - Misture', 'Misture'],
    ['Step 3. Mix', 'Mix'],
    ['1º passo: Misture', 'Misture'],
    ['Etapa 4 Misture', 'Misture'],
    ['• Misture', 'Misture'],
    ['Passo 5', ''],
    ['1.5 kg de carne: tempere', '1.5 kg de carne: tempere'],
    ['2-3 minutos no forno', '2-3 minutos no forno'],
    ['180 °C por 40 minutos', '180 °C por 40 minutos'],
    ['Misture 1. depois', 'Misture 1. depois'],
  ])('%j → %j', (text, expected) => {
    expect(stripStepNumber(text)).toBe(expected);
  });

  it('strips bullets and checkbox glyphs from ingredient lines, not their numbers', () => {
    expect(stripBullet('▢ 2 ovos')).toBe('2 ovos');
    expect(stripBullet('- 1 xícara')).toBe('1 xícara');
    expect(stripBullet('2 ovos')).toBe('2 ovos');
  });
});

describe('names', () => {
  it('compares texts without accents, case, spacing or punctuation', () => {
    expect(matchKey('  Açúcar,  refinado (1 xícara)! ')).toBe('acucar refinado 1 xicara');
  });

  it('de-duplicates case- and accent-insensitively, keeping the first spelling, dropping empties', () => {
    expect(dedupeTexts(['Bolo', 'bolo', 'Café', 'cafe', '', 'Pão'])).toEqual(['Bolo', 'Café', 'Pão']);
  });

  it('reads a section name from a heading or a label line', () => {
    expect(sectionName('Massa:')).toBe('Massa');
    expect(sectionName('— Recheio —')).toBe('Recheio');
    expect(sectionName('**Calda** ')).toBe('Calda');
    expect(sectionName(`${'-'.repeat(100000)}x${'-'.repeat(100000)}`)).toBe('x');
  });
});
