import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AboutPageQuery } from '../../gql/graphql';
import * as messages from '../../messages/pt-BR';

type Partnership = AboutPageQuery['siteConfiguration']['partnerships'][number];

const tileSx = {
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  color: 'inherit',
  textDecoration: 'none',
  bgcolor: 'background.paper',
  border: '1px solid',
  borderColor: 'divider',
  borderRadius: 2,
  transition: 'box-shadow 200ms, transform 200ms',
} as const;

/** 'Parceiros': each partner's logo and name, opening the partner's site in a new tab; an invitation when none. */
export function Partners({ partnerships }: { partnerships: Partnership[] }) {
  const t = messages.about;
  return (
    <Box component="section" aria-labelledby="partners-title" sx={{ textAlign: 'center' }}>
      <Typography id="partners-title" variant="h2" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
        {t.partnersTitle}
      </Typography>
      {partnerships.length ? (
        <>
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
            {partnerships.map((partner, index) => (
              <li key={`${index}-${partner.name}`}>
                <PartnerTile partner={partner} />
              </li>
            ))}
          </Box>
        </>
      ) : (
        <Box
          sx={{
            mt: 3,
            mx: 'auto',
            maxWidth: 560,
            p: { xs: 3, md: 4 },
            border: '1px dashed',
            borderColor: 'divider',
            borderRadius: 3,
            color: 'text.secondary',
          }}
        >
          <HandshakeOutlinedIcon aria-hidden sx={{ fontSize: 40, color: 'primary.main', mb: 1 }} />
          <Typography sx={{ mb: 1.5 }}>{t.partnersEmpty}</Typography>
          <Box component="a" href="#contact" sx={{ color: 'primary.dark', fontWeight: 600 }}>
            {t.partnersInvite}
          </Box>
        </Box>
      )}
    </Box>
  );
}

function PartnerTile({ partner }: { partner: Partnership }) {
  const content = partner.image_url ? (
    <>
      <Box
        component="img"
        src={partner.image_url}
        alt=""
        width={800}
        height={240}
        loading="lazy"
        decoding="async"
        sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '10 / 3', objectFit: 'cover' }}
      />
      {partner.name && (
        <Typography component="span" sx={{ display: 'block', px: 1.5, py: 1.25, fontWeight: 600 }}>
          {partner.name}
        </Typography>
      )}
    </>
  ) : (
    // No logo yet: the name, set as a wordmark, fills the logo's place (same 10:3 box, so the grid stays even).
    <Box
      component="span"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        aspectRatio: '10 / 3',
        px: 1.5,
        bgcolor: 'rgba(95, 122, 77, 0.12)',
        color: 'text.primary',
        fontFamily: (theme) => theme.typography.h1.fontFamily,
        fontWeight: 700,
        fontSize: { xs: '1.05rem', md: '1.25rem' },
        lineHeight: 1.2,
        overflowWrap: 'anywhere',
      }}
    >
      {partner.name}
    </Box>
  );
  if (!partner.website_url) return <Box sx={tileSx}>{content}</Box>;
  return (
    <Box
      component="a"
      href={partner.website_url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={messages.about.newTab(partner.name || partner.website_url)}
      sx={{ ...tileSx, '&:hover': { boxShadow: '0 8px 20px rgba(45,36,32,0.10)', transform: 'translateY(-2px)' } }}
    >
      {content}
    </Box>
  );
}
