import { USER_BOUNDS } from '@receitas/shared';
import { check as isCommonPassword } from 'dumb-passwords';
import { badInput } from '../../shared/errors';
import { MIN_STRENGTH, passwordStrength } from './password-strength';

export const PASSWORD_MIN = USER_BOUNDS.passwordMin;
export const PASSWORD_MAX = USER_BOUNDS.passwordMax;
/** Fewer different characters than this reads as repetition ('aaaaabbbbb'). */
const MIN_DISTINCT = 5;
/** Letters a password must keep once the site's own words, digits and symbols are taken out. */
const MIN_OWN_LETTERS = 4;

/**
 * The words an attacker of this site tries first: its name ('Receitas da Marina'), its creator's ('Marina
 * Albuquerque'), what it is about, and the words for "password".
 */
export const SITE_WORDS = ['receitas', 'receita', 'marina', 'albuquerque', 'cozinha', 'senha', 'password', 'passw0rd'];

export const PASSWORD_MESSAGES = {
  tooShort: `A senha deve ter pelo menos ${PASSWORD_MIN} caracteres.`,
  tooLong: `A senha deve ter no máximo ${PASSWORD_MAX} caracteres.`,
  repeated: 'A senha não pode ser um caractere ou trecho repetido (como "aaaaaaaaaa" ou "abcabcabc").',
  common: 'Essa senha é muito comum. Escolha outra.',
  siteWords: 'A senha não pode ser feita só de palavras do site (como "receita", "Marina" ou "senha") e números.',
  weak: 'Essa senha é fácil de adivinhar. Junte três ou quatro palavras que não combinam entre si.',
};

/** Lower case, no accents, so 'SÊNHA' is 'senha'. */
const fold = (text: string) => text.normalize('NFKC').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

function isRepetition(password: string): boolean {
  return new Set(password).size < MIN_DISTINCT || /^(.{1,50}?)\1+$/su.test(password);
}

function onlySiteWords(password: string, words: string[]): boolean {
  let rest = fold(password);
  for (const word of [...words.map(fold)].sort((a, b) => b.length - a.length)) {
    if (word) rest = rest.split(word).join(' ');
  }
  return rest.replace(/[^\p{L}]/gu, '').length < MIN_OWN_LETTERS;
}

/**
 * Why a new password is refused (pt-BR, for the person choosing it), or null when it is acceptable. `personal`: the
 * account's name and e-mail, and any other name the site goes by, which a guesser tries too. Every way a password
 * is set goes through here.
 */
export function passwordProblem(password: string, personal: string[] = []): string | null {
  if (password.length < PASSWORD_MIN) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX) return PASSWORD_MESSAGES.tooLong;
  if (isRepetition(password)) return PASSWORD_MESSAGES.repeated;
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.common;
  // Each word of a name or e-mail, and the name's words run together ('anasouza').
  const personalWords = personal
    .flatMap((text) => [
      ...fold(text).split(/[^\p{L}\p{N}]+/u),
      fold(text)
        .split('@')[0]
        .replace(/[^\p{L}\p{N}]/gu, ''),
    ])
    .filter((word) => word.length >= 3);
  if (onlySiteWords(password, SITE_WORDS)) return PASSWORD_MESSAGES.siteWords;
  if (passwordStrength(password, [...SITE_WORDS, ...personalWords]) < MIN_STRENGTH) return PASSWORD_MESSAGES.weak;
  return null;
}

/** A 400 naming the password field when the password breaks the policy. */
export function checkPassword(password: string, personal: string[] = []): void {
  const problem = passwordProblem(password, personal);
  if (problem) throw badInput('password', problem);
}
