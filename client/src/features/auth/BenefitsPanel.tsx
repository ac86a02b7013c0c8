import type { SvgIconComponent } from '@mui/icons-material';
import BookmarkBorderRounded from '@mui/icons-material/BookmarkBorderRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import NewspaperRounded from '@mui/icons-material/NewspaperRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import * as messages from '../../messages/pt-BR';

const m = messages.auth;

const BENEFITS: { icon: SvgIconComponent; text: string }[] = [
  { icon: BookmarkBorderRounded, text: m.benefits.save },
  { icon: DownloadRounded, text: m.benefits.download },
  { icon: LocalOfferOutlined, text: m.benefits.discounts },
  { icon: SendRounded, text: m.benefits.send },
  { icon: MarkEmailUnreadOutlined, text: m.benefits.newRecipes },
  { icon: NewspaperRounded, text: m.benefits.blog },
];

/** The warm side of the auth screens: what a signed-in reader gets (spec §1). */
export function BenefitsPanel() {
  return (
    <Box
      component="aside"
      aria-labelledby="auth-benefits-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        display: 'flex',
        alignItems: 'center',
        color: '#fff8f0',
        background: 'linear-gradient(150deg, #c4643c 0%, #b5532f 45%, #8f3d1f 100%)',
        borderRadius: { xs: 2, md: 0 },
        mx: { xs: 2, sm: 4, md: 0 },
        mb: { xs: 4, md: 0 },
        px: { xs: 3, sm: 5, lg: 8 },
        py: { xs: 4, md: 8 },
        // Soft plate-like circles for warmth, purely decorative.
        '&::before, &::after': {
          content: '""',
          position: 'absolute',
          borderRadius: '50%',
          border: '36px solid rgba(255, 248, 240, 0.07)',
          pointerEvents: 'none',
        },
        '&::before': { width: 420, height: 420, top: -160, right: -140 },
        '&::after': { width: 300, height: 300, bottom: -140, left: -90 },
      }}
    >
      <Box sx={{ position: 'relative', maxWidth: 460, mx: 'auto' }}>
        <Typography variant="overline" sx={{ color: '#f6c9a9' }}>
          {m.benefitsKicker}
        </Typography>
        <Typography
          id="auth-benefits-title"
          variant="h2"
          component="h2"
          sx={{ mt: 1, mb: 1.5, fontSize: { xs: '1.6rem', md: '2.1rem' } }}
        >
          {m.benefitsTitle}
        </Typography>
        <Typography sx={{ opacity: 0.88, mb: 3.5 }}>{m.benefitsText}</Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {BENEFITS.map(({ icon: Icon, text }) => (
            <Box component="li" key={text} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Box
                aria-hidden
                sx={{
                  flexShrink: 0,
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'rgba(255, 248, 240, 0.16)',
                }}
              >
                <Icon fontSize="small" />
              </Box>
              <Typography sx={{ fontWeight: 600 }}>{text}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
