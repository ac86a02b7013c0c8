import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RouterLink } from '../../components/RouterLink';
import { useSession } from '../../lib/session';
import { useSlot } from '../../lib/slots';
import * as messages from '../../messages/pt-BR';
import { MENU_FIRST_COLUMN, MENU_SECOND_COLUMN } from './layout-constants';
import { SOCIAL_ICONS } from '../../components/social-icons';
import { socialProfiles } from '../../lib/social-networks';
import { useLayoutChrome } from './useLayoutChrome';

const t = messages.layout.footer;
const CREAM = '#f5ebe0';
const MUTED = 'rgba(245,235,224,0.72)';

/** The footer: newsletter, the Social, Receitas and Mais link columns, and the copyright line. */
export function SiteFooter() {
  const { categories, socialMedia } = useLayoutChrome();
  const session = useSession();
  const FooterNewsletter = useSlot('FooterNewsletter');
  const profiles = socialProfiles(socialMedia);

  return (
    <Box component="footer" sx={{ bgcolor: '#2d2420', color: CREAM, mt: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg" sx={{ pt: { xs: 6, md: 9 }, pb: 4 }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1.25fr 1fr' },
            gap: { xs: 4, md: 8 },
            alignItems: 'center',
            pb: { xs: 5, md: 7 },
            borderBottom: '1px solid rgba(245,235,224,0.14)',
          }}
        >
          <FooterNewsletter />
          <Box sx={{ display: { xs: 'none', md: 'block' }, textAlign: 'right' }}>
            <Typography
              sx={{
                fontFamily: (theme) => theme.typography.h1.fontFamily,
                fontSize: '2rem',
                fontWeight: 700,
                color: '#fff',
                lineHeight: 1.1,
              }}
            >
              {messages.site.name}
            </Typography>
            <Typography sx={{ color: MUTED, mt: 1 }}>{messages.site.tagline}</Typography>
          </Box>
        </Box>

        <Box
          component="nav"
          aria-label={t.label}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 2fr 1fr' },
            gap: { xs: 4, md: 6 },
            py: { xs: 5, md: 7 },
          }}
        >
          <FooterColumn title={t.social}>
            {profiles.map(({ key, name, url }) => {
              const Icon = SOCIAL_ICONS[key];
              return (
                <li key={key}>
                  <Link
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={messages.layout.social.label(name)}
                    sx={{ ...linkSx, display: 'inline-flex', alignItems: 'center', gap: 1 }}
                  >
                    <Icon sx={{ fontSize: 20 }} />
                    {name}
                  </Link>
                </li>
              );
            })}
          </FooterColumn>
          <FooterColumn title={t.recipes} columns={2} order={{ xs: 3, sm: 0 }}>
            {categories.slice(0, MENU_FIRST_COLUMN + MENU_SECOND_COLUMN).map((category) => (
              <li key={category.categoryId}>
                <Link component={RouterLink} to={`/category/${category.categoryId}`} sx={linkSx}>
                  {category.name}
                </Link>
              </li>
            ))}
          </FooterColumn>
          <FooterColumn title={t.more}>
            <FooterLink to="/about">{t.about}</FooterLink>
            <FooterLink to="/e-book">{t.ebook}</FooterLink>
            <FooterLink to="/about#contact">{t.contact}</FooterLink>
            {session.role === 'ADMIN' ? (
              <FooterLink to="/dashboard">{t.dashboard}</FooterLink>
            ) : (
              !session.authenticated && <FooterLink to="/login">{t.login}</FooterLink>
            )}
          </FooterColumn>
        </Box>

        <Typography
          variant="body2"
          sx={{ color: 'rgba(245,235,224,0.55)', pt: 3, borderTop: '1px solid rgba(245,235,224,0.14)' }}
        >
          {messages.site.copyright}
        </Typography>
      </Container>
    </Box>
  );
}

const linkSx = {
  color: MUTED,
  fontSize: '0.95rem',
  '&:hover': { color: '#fff' },
} as const;

function FooterColumn({
  title,
  columns = 1,
  order,
  children,
}: {
  title: string;
  columns?: 1 | 2;
  order?: { xs: number; sm: number };
  children: ReactNode;
}) {
  return (
    <Box sx={{ order, gridColumn: columns === 2 ? { xs: '1 / -1', sm: 'auto' } : undefined }}>
      <Typography
        variant="overline"
        component="h2"
        sx={{ display: 'block', color: '#e8b49a', fontSize: '0.75rem', mb: 2, lineHeight: 1.5 }}
      >
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: columns === 2 ? '1fr 1fr' : '1fr',
          columnGap: 3,
          rowGap: 1.25,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link component={RouterLink} to={to} sx={linkSx}>
        {children}
      </Link>
    </li>
  );
}
