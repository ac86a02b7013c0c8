// Demo social profiles and partners of the site configuration (fictional addresses of the fictional creator).

export const DEMO_SOCIAL = {
  instagram: 'https://www.instagram.com/receitasdamarina',
  youtube: 'https://www.youtube.com/@receitasdamarina',
  tiktok: 'https://www.tiktok.com/@receitasdamarina',
  pinterest: 'https://br.pinterest.com/receitasdamarina',
  facebook: 'https://www.facebook.com/receitasdamarina',
};

export const DEMO_PARTNERS: { name: string; websiteUrl: string; colors: [string, string] }[] = [
  { name: 'Empório Serra Azul', websiteUrl: 'https://emporioserraazul.com.br', colors: ['#1f4e79', '#f2e8d5'] },
  { name: 'Panelas Tramontina Casa', websiteUrl: 'https://casadaspanelas.com.br', colors: ['#8c2f1b', '#fbeee0'] },
  { name: 'Laticínios Boa Vista', websiteUrl: 'https://laticiniosboavista.com.br', colors: ['#2f6b3a', '#fdf6e3'] },
  { name: 'Café Montanhês', websiteUrl: 'https://cafemontanhes.com.br', colors: ['#4a2a1c', '#f3d9a4'] },
];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** A simple wordmark logo: the partner's initials in a badge beside its name. */
export function partnerLogoSvg(name: string, [ink, paper]: [string, string], variant: number): string {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-ZÁÉÍÓÚÂÊÔÃÕÇ]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  const badge =
    variant % 2 === 0
      ? `<circle cx="110" cy="120" r="80" fill="${ink}"/>`
      : `<rect x="30" y="40" width="160" height="160" rx="36" fill="${ink}"/>`;
  // The name fits the 550 px beside the badge: a bold sans glyph is about 0.64 em wide on average.
  const nameSize = Math.min(44, Math.floor(550 / (0.64 * name.length)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="240" viewBox="0 0 800 240">
  <rect width="800" height="240" fill="${paper}"/>
  ${badge}
  <text x="110" y="142" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="64" font-weight="bold" fill="${paper}">${escapeXml(initials)}</text>
  <text x="220" y="138" font-family="'DejaVu Sans', Arial, sans-serif" font-size="${nameSize}" font-weight="bold" fill="${ink}">${escapeXml(name)}</text>
</svg>`;
}

/** The fictional creator's profile for the author box (the photo is drawn by creatorPortraitSvg). */
export const DEMO_CREATOR = {
  name: 'Marina Albuquerque',
  bio:
    'Mineira, cozinheira de mão cheia e neta da vó Lourdes. Testo cada receita na minha cozinha antes de ' +
    'publicar, com medidas claras e as dicas que só a prática ensina. Aqui você encontra pratos do dia a dia, ' +
    'doces de festa e clássicos de todo o Brasil.',
};

/** A flat illustrated portrait (a smiling cook in an apron on a warm background), square. */
export function creatorPortraitSvg(size = 600): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600">
  <defs><radialGradient id="bg" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#f7d9b9"/><stop offset="1" stop-color="#e3a878"/></radialGradient></defs>
  <rect width="600" height="600" fill="url(#bg)"/>
  <g fill="#f3c69a" opacity="0.45"><circle cx="90" cy="110" r="34"/><circle cx="520" cy="150" r="22"/><circle cx="500" cy="470" r="40"/></g>
  <path d="M150 600 Q150 430 300 420 Q450 430 450 600 Z" fill="#7d9a6f"/>
  <path d="M215 600 L230 455 Q300 480 370 455 L385 600 Z" fill="#fdfbf6"/>
  <path d="M232 470 Q300 500 368 470" stroke="#c8553d" stroke-width="10" fill="none"/>
  <rect x="272" y="360" width="56" height="72" rx="22" fill="#c98a5e"/>
  <path d="M178 300 Q170 150 300 140 Q430 150 422 300 Q430 380 380 390 L220 390 Q170 380 178 300 Z" fill="#3b241a"/>
  <ellipse cx="300" cy="285" rx="98" ry="112" fill="#d79b6d"/>
  <path d="M202 270 Q210 170 300 165 Q395 170 400 262 Q350 215 300 228 Q250 215 202 270 Z" fill="#3b241a"/>
  <circle cx="300" cy="150" r="46" fill="#3b241a"/>
  <g fill="#3b241a"><ellipse cx="262" cy="290" rx="9" ry="11"/><ellipse cx="338" cy="290" rx="9" ry="11"/></g>
  <g fill="#e98a6d" opacity="0.55"><circle cx="240" cy="325" r="18"/><circle cx="360" cy="325" r="18"/></g>
  <path d="M264 335 Q300 368 336 335" stroke="#8c2f1b" stroke-width="8" stroke-linecap="round" fill="none"/>
  <circle cx="402" cy="300" r="9" fill="#e3b04b"/><circle cx="198" cy="300" r="9" fill="#e3b04b"/>
</svg>`;
}

/** The home page's hero: four classics rather than whatever was published last. */
export const DEMO_FEATURED = [
  'feijoada-completa',
  'moqueca-baiana-de-peixe',
  'pao-de-queijo-mineiro',
  'bolo-de-cenoura-com-cobertura-de-chocolate',
];

/** The weekly dessert menu, Monday to Friday. */
export const DEMO_WEEKLY_DESSERTS = [
  'brigadeiro-tradicional',
  'pudim-de-leite-condensado',
  'quindim',
  'torta-de-limao',
  'mousse-de-maracuja',
];

/** Views a demo site would have gathered, so 'Mais Populares' ranks the favourites rather than the newest. */
export const DEMO_VIEWS: Record<string, number> = {
  'pao-de-queijo-mineiro': 1840,
  'brigadeiro-tradicional': 1520,
  'coxinha-de-frango': 1310,
  'feijoada-completa': 1180,
  'bolo-de-cenoura-com-cobertura-de-chocolate': 960,
  'pudim-de-leite-condensado': 870,
  'pastel-de-feira': 640,
  'moqueca-baiana-de-peixe': 520,
  'caipirinha-de-limao': 410,
  'baiao-de-dois': 120,
};
