import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { messages } from '../../messages/pt-BR';

/** Placeholder footer (the full footer with columns and newsletter form replaces it). */
export function SiteFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: '#2d2420', color: '#f5ebe0', py: 4, mt: 8 }}>
      <Container maxWidth="lg">
        <Typography variant="body2">{messages.site.copyright}</Typography>
      </Container>
    </Box>
  );
}
