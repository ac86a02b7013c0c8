import addressparser from 'nodemailer/lib/addressparser';
import { formatDuration } from './format';
import {
  contactNotificationEmail,
  contactReplyTo,
  listUnsubscribeHeaders,
  newsletterWelcomeEmail,
  savedRecipeEmail,
  type ContactMessage,
  type MailRecipe,
} from './templates';

const publicUrl = 'https://receitas.com.br';
const HOSTILE = '<script>alert("x")</script>';

function recipe(overrides: Partial<MailRecipe> = {}): MailRecipe {
  return {
    recipeId: 42,
    title: 'Bolo de Cenoura com Cobertura de Chocolate',
    description: 'Fofinho, úmido e com cobertura que endurece.\nPerfeito para o café da tarde.',
    imageUrl: {
      small: '/uploads/2026/11/abc-small.webp',
      medium: '/uploads/2026/11/abc-medium.webp',
      original: '/uploads/2026/11/abc.jpg',
    },
    prepTime: 'PT20M',
    cookTime: 'PT45M',
    totalTime: 'PT1H5M',
    servings: '1 forma de 20 x 30 cm',
    ingredients: [
      { section: 'Massa', ingredientName: 'farinha de trigo', quantity: '2', unit: 'xícaras (chá)' },
      { section: 'Massa', ingredientName: 'ovos', quantity: '3', unit: '' },
      { section: 'Massa', ingredientName: 'sal', quantity: '', unit: 'a gosto' },
      { section: 'Cobertura', ingredientName: 'chocolate em pó', quantity: '4', unit: 'colheres (sopa)' },
    ],
    // numbered per section where they are stored; the page and the e-mail count on across sections
    instructions: [
      { section: 'Massa', stepNumber: 1, instructionText: 'Bata a cenoura com os ovos e o óleo.' },
      { section: 'Massa', stepNumber: 2, instructionText: 'Misture a farinha e asse por 40 minutos.' },
      { section: 'Cobertura', stepNumber: 1, instructionText: 'Ferva tudo até engrossar.' },
    ],
    notes: [{ noteText: 'Use cenouras bem laranjas: a cor do bolo vem delas.' }],
    ...overrides,
  };
}

function contact(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    nome: 'Ana',
    sobrenome: 'Conceição',
    empresa: null,
    email: 'ana@example.com',
    telefone: '(31) 99999-0000',
    assunto: 'Parceria de receitas',
    mensagem: 'Olá, Marina!\nAdoro o site.\n\nVamos conversar?',
    createdAt: new Date('2026-11-16T15:30:00Z'),
    ...overrides,
  };
}

describe('formatDuration', () => {
  it.each([
    ['PT1H30M', '1 h 30 min'],
    ['PT45M', '45 min'],
    ['PT2H', '2 h'],
    ['PT90M', '1 h 30 min'],
    ['P1DT2H', '1 dia 2 h'],
    ['PT30S', '1 min'],
  ])('formats %s as %s', (iso, expected) => {
    expect(formatDuration(iso)).toBe(expected);
  });

  it.each([['PT0M'], ['PT0H0M'], [''], ['1h30'], ['P'], [null], [undefined]])('omits %p', (iso) => {
    expect(formatDuration(iso)).toBeNull();
  });
});

describe('savedRecipeEmail', () => {
  it('renders the whole recipe in both versions', () => {
    const mail = savedRecipeEmail(recipe(), { publicUrl });
    expect(mail.subject).toBe('Sua receita salva: Bolo de Cenoura com Cobertura de Chocolate');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Receitas da Marina');
      expect(part).toContain('2 xícaras (chá) de farinha de trigo');
      expect(part).toContain('sal a gosto');
      expect(part).toContain('Bata a cenoura com os ovos e o óleo.');
      expect(part).toContain('20 min');
      expect(part).toContain('1 h 5 min');
      expect(part).toContain('1 forma de 20 x 30 cm');
      expect(part).toContain('https://receitas.com.br/recipes/42');
      expect(part).toContain('Use cenouras bem laranjas: a cor do bolo vem delas.');
      expect(part).not.toContain('Cancelar inscrição');
    }
    expect(mail.html).toContain('Ver receita completa');
    expect(mail.html).toContain('Fofinho, úmido e com cobertura que endurece.<br>Perfeito');
    expect(mail.text).toContain('3. Ferva tudo até engrossar.');
  });

  it('carries the servings the reader chose: quantities scaled as on the page, the original yield named', () => {
    const mail = savedRecipeEmail(recipe({ factor: 2 }), { publicUrl });
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('4 xícaras (chá) de farinha de trigo');
      expect(part).toContain('6 ovos');
      expect(part).toContain('8 colheres (sopa) de chocolate em pó');
      expect(part).toContain('sal a gosto');
      expect(part).toContain('2 formas de 20 x 30 cm (receita original: 1 forma de 20 x 30 cm)');
    }
    const half = savedRecipeEmail(recipe({ factor: 0.5 }), { publicUrl }).text;
    expect(half).toContain('- 1 xícara (chá) de farinha de trigo');
    expect(half).toContain('- 1 1/2 ovo');
  });

  it('numbers the steps on across sections, and every picture loads from the site by its absolute URL', () => {
    const { html, text } = savedRecipeEmail(recipe(), { publicUrl });
    expect(text).toContain('Cobertura\n3. Ferva tudo até engrossar.');
    expect(html).toMatch(/>3<\/div><\/td><td[^>]*>Ferva tudo até engrossar\./);
    const sources = [...html.matchAll(/<img[^>]* src="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) expect(src.startsWith(`${publicUrl}/`)).toBe(true);
  });

  it('is a self-contained 600 px table layout', () => {
    const { html } = savedRecipeEmail(recipe(), { publicUrl });
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('lang="pt-BR"');
    expect(html).toContain('width="600"');
    expect(html).not.toMatch(/<(script|style|link)\b/i);
    expect(html).not.toMatch(/@import|@font-face|class="/);
  });

  it('shows section headings in order, ingredients before steps', () => {
    const { html, text } = savedRecipeEmail(recipe(), { publicUrl });
    const order = ['Ingredientes', 'Massa', 'farinha de trigo', 'Cobertura', 'chocolate em pó', 'Modo de preparo'];
    const start = html.indexOf('Ingredientes</h2>');
    const positions = order.map((needle) => html.indexOf(needle, start));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toMatch(/INGREDIENTES\n\nMassa\n- 2 xícaras \(chá\) de farinha de trigo\n- 3 ovos\n- sal a gosto/);
    expect(text).toMatch(/MODO DE PREPARO\n\nMassa\n1\. Bata/);
  });

  it('leaves out the heading of an unnamed section', () => {
    const plain = recipe({
      ingredients: [{ section: '', ingredientName: 'leite', quantity: '1', unit: 'litro' }],
      instructions: [{ section: '', stepNumber: 1, instructionText: 'Ferva o leite.' }],
    });
    const { html, text } = savedRecipeEmail(plain, { publicUrl });
    expect(html).not.toContain('<h3');
    expect(text).toContain('INGREDIENTES\n\n- 1 litro de leite');
    expect(text).toContain('MODO DE PREPARO\n\n1. Ferva o leite.');
  });

  it('omits missing or zero times', () => {
    const { html, text } = savedRecipeEmail(recipe({ cookTime: 'PT0M', totalTime: null }), { publicUrl });
    for (const part of [html, text]) {
      expect(part).toContain('Preparo');
      expect(part).not.toContain('Cozimento');
      expect(part).not.toContain('Tempo total');
    }
  });

  it('makes a site-relative photo absolute, with alt and width', () => {
    const { html } = savedRecipeEmail(recipe(), { publicUrl: 'https://receitas.com.br/' });
    expect(html).toMatch(
      /<img src="https:\/\/receitas\.com\.br\/uploads\/2026\/11\/abc-medium\.webp" alt="Bolo de Cenoura com Cobertura de Chocolate" width="600"/,
    );
    expect(html).toContain('href="https://receitas.com.br/recipes/42"');
  });

  it('keeps an absolute photo URL and refuses other schemes', () => {
    const cdn = 'https://cdn.example.com/bolo-medium.webp';
    const absolute = savedRecipeEmail(recipe({ imageUrl: { small: null, medium: cdn, original: null } }), {
      publicUrl,
    });
    expect(absolute.html).toContain(`<img src="${cdn}"`);
    const hostile = { small: null, medium: 'javascript:alert(1)', original: null };
    expect(savedRecipeEmail(recipe({ imageUrl: hostile }), { publicUrl }).html).not.toContain('<img');
    expect(savedRecipeEmail(recipe({ imageUrl: null }), { publicUrl }).html).not.toContain('<img');
  });

  it('adds the unsubscribe link when given', () => {
    const unsubscribeUrl = 'https://receitas.com.br/newsletter/cancelar?token=abc&x=1';
    const { html, text } = savedRecipeEmail(recipe(), { publicUrl, unsubscribeUrl });
    expect(html).toContain('href="https://receitas.com.br/newsletter/cancelar?token=abc&amp;x=1"');
    expect(html).toContain('Cancelar inscrição');
    expect(text).toContain(`Cancelar inscrição: ${unsubscribeUrl}`);
  });

  it('escapes hostile recipe text everywhere', () => {
    const evil = recipe({
      title: HOSTILE,
      description: HOSTILE,
      servings: HOSTILE,
      imageUrl: { small: null, medium: '/x.webp" onerror="alert(1)', original: null },
      ingredients: [{ section: HOSTILE, ingredientName: HOSTILE, quantity: '<b>', unit: '<i>' }],
      instructions: [{ section: HOSTILE, stepNumber: 1, instructionText: HOSTILE }],
    });
    const { html, subject, text } = savedRecipeEmail(evil, { publicUrl });
    expect(html).not.toMatch(/<script|<b>|<i>|" onerror=/);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(subject).toBe(`Sua receita salva: ${HOSTILE}`);
    expect(text).toContain(HOSTILE);
  });
});

describe('contactNotificationEmail', () => {
  it('lists every field and keeps the line breaks of the message', () => {
    const mail = contactNotificationEmail(contact({ empresa: 'Doces & Cia' }), { publicUrl });
    expect(mail.subject).toBe('Novo contato: Parceria de receitas');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Ana Conceição');
      expect(part).toContain('ana@example.com');
      expect(part).toContain('(31) 99999-0000');
      expect(part).toContain('Parceria de receitas');
      expect(part).toContain('16 de novembro de 2026 às 12:30');
      expect(part).toMatch(/Responder/);
    }
    expect(mail.html).toContain('Doces &amp; Cia');
    expect(mail.text).toContain('Empresa: Doces & Cia');
    expect(mail.html).toContain('Olá, Marina!<br>Adoro o site.<br><br>Vamos conversar?');
    expect(mail.text).toContain('Mensagem:\nOlá, Marina!\nAdoro o site.\n\nVamos conversar?');
    expect(mail.html).toContain('href="mailto:ana@example.com?subject=Re%3A%20Parceria%20de%20receitas"');
  });

  it('shows a dash for a missing company', () => {
    expect(contactNotificationEmail(contact(), { publicUrl }).text).toContain('Empresa: —');
  });

  it('escapes hostile input and keeps the subject on one line', () => {
    const evil = contact({ nome: HOSTILE, sobrenome: '<img src=x>', empresa: HOSTILE, mensagem: HOSTILE });
    const mail = contactNotificationEmail({ ...evil, assunto: `Oi\r\nBcc: x@evil.com ${HOSTILE}` }, { publicUrl });
    expect(mail.html).not.toMatch(/<script|<img/);
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});

describe('contactReplyTo', () => {
  it('gives the sender as a single address', () => {
    expect(contactReplyTo(contact())).toBe('"Ana Conceição" <ana@example.com>');
    expect(addressparser(contactReplyTo(contact()))).toEqual([{ name: 'Ana Conceição', address: 'ana@example.com' }]);
  });

  it('cannot be turned into several addresses by the name', () => {
    const evil = contact({ nome: 'x" <evil@attacker.com>, "y', sobrenome: '\r\nBcc: z@evil.com' });
    const parsed = addressparser(contactReplyTo(evil));
    expect(parsed).toHaveLength(1);
    expect(parsed[0]).toMatchObject({ address: 'ana@example.com' });
  });

  it('is empty for an address that is not plain', () => {
    expect(contactReplyTo(contact({ email: 'a@b.com, evil@attacker.com' }))).toBe('');
  });
});

describe('newsletterWelcomeEmail', () => {
  const unsubscribeUrl = 'https://receitas.com.br/newsletter/cancelar?token=abc';

  it('welcomes and carries the unsubscribe link', () => {
    const mail = newsletterWelcomeEmail({ publicUrl, unsubscribeUrl });
    expect(mail.subject).toBe('Bem-vinda(o) à newsletter da Marina!');
    expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
    expect(mail.html).toContain('Cancelar inscrição');
    expect(mail.html).toContain('cancelar a inscrição quando quiser, com um clique');
    expect(mail.text).toContain(`Cancelar inscrição: ${unsubscribeUrl}`);
    expect(mail.text).toContain('Receitas novas');
  });
});

describe('listUnsubscribeHeaders', () => {
  it('gives the RFC 8058 one-click pair', () => {
    expect(listUnsubscribeHeaders('https://receitas.com.br/newsletter/cancelar?token=abc')).toEqual({
      'List-Unsubscribe': '<https://receitas.com.br/newsletter/cancelar?token=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('cannot be broken out of the angle brackets', () => {
    expect(listUnsubscribeHeaders('https://x.com/u?t=a>b <c')['List-Unsubscribe']).toBe(
      '<https://x.com/u?t=a%3Eb%20%3Cc>',
    );
    expect(() => listUnsubscribeHeaders('not a url')).toThrow();
  });
});
