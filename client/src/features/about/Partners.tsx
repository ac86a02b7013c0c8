import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AboutPageQuery } from '../../gql/graphql';
import * as messages from '../../messages/pt-BR';

type Partnership = AboutPageQuery['siteConfiguration']['partnerships'][number];

/** 'Parceiros': partner logos, each opening the partner's site in a new tab. */
export function Partners({ partnerships }: { partnerships: Partnership[] }) {
  const t = messages.about;
  if (!partnerships.length) return null;
  return (
    <Box component="section" aria-labelledby="partners-title" sx={{ textAlign: 'center' }}>
      <Typography id="partners-title" variant="h2" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
        {t.partnersTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: { xs: 3, md: 5 } }}>
        {t.partnersIntro}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          gap: { xs: 2, md: 3 },
        }}
      >
        {partnerships.map((partner) => (
          <li key={`${partner.name}-${partner.website_url}`}>
            <Box
              component="a"
              href={partner.website_url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t.newTab(partner.name)}
              sx={{
                display: 'block',
                overflow: 'hidden',
                bgcolor: 'background.paper',
                border: '1px solid',
                borderColor: 'divider',
                borderRadius: 2,
                transition: 'box-shadow 200ms, transform 200ms',
                '&:hover': { boxShadow: '0 8px 20px rgba(45,36,32,0.10)', transform: 'translateY(-2px)' },
              }}
            >
              <Box
                component="img"
                src={partner.image_url}
                alt={partner.name}
                width={800}
                height={240}
                loading="lazy"
                decoding="async"
                sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '10 / 3', objectFit: 'cover' }}
              />
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
