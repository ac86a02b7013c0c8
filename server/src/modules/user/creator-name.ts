/** Letters that stand in for Latin ones in a name meant to pass for another (digits, symbols, Cyrillic, Greek). */
const LOOKALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԛ: 'q',
  ԝ: 'w',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ı: 'i',
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
};

/**
 * A name reduced to what a reader sees: NFKC (full-width and styled letters become plain ones), lower case, no
 * accents, look-alike characters read as the Latin letter they imitate, and nothing but letters (no spaces, dots,
 * invisible characters). 'M4RINA  álbuquérque' and 'Ｍａｒｉｎａ Albuquerque' both read 'marinaalbuquerque'.
 */
export function nameAsSeen(name: string): string {
  const plain = name.normalize('NFKC').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  return [...plain]
    .map((c) => LOOKALIKES[c] ?? c)
    .join('')
    .replace(/[^\p{L}]/gu, '')
    .replace(/l/g, 'i');
}

/**
 * Whether a reader's name would pass for the creator's (or the site's): it reads the same once reduced as above,
 * or holds it ('Marina Albuquerque Oficial'). A name that merely shares a first name ('Marina Souza') is fine.
 */
export function imitatesCreator(name: string, protectedNames: string[]): boolean {
  const seen = nameAsSeen(name);
  return protectedNames.some((protectedName) => {
    const target = nameAsSeen(protectedName);
    return target.length > 0 && seen.includes(target);
  });
}

export const CREATOR_NAME_TAKEN = 'Este nome é reservado à autora do site. Escolha outro nome.';
