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
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="240" viewBox="0 0 800 240">
  <rect width="800" height="240" fill="${paper}"/>
  ${badge}
  <text x="110" y="142" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="64" font-weight="bold" fill="${paper}">${escapeXml(initials)}</text>
  <text x="220" y="138" font-family="'DejaVu Sans', Arial, sans-serif" font-size="44" font-weight="bold" fill="${ink}">${escapeXml(name)}</text>
</svg>`;
}
