import FacebookIcon from '@mui/icons-material/Facebook';
import PinterestIcon from '@mui/icons-material/Pinterest';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { publicOrigin } from '../../../lib/public-url';
import { shareLinks } from '../../../lib/share-links';
import * as messages from '../../../messages/pt-BR';

const t = messages.dashboardRecipes.share;

/** What the form dialog reports of a recipe it saved. */
export interface SavedRecipe {
  recipeId: number;
  title: string;
  description?: string | null;
  imageUrl?: { medium?: string | null } | null;
}

/** The share targets of the dashboard's bar (spec §2, §9): Facebook, Pinterest and WhatsApp for the public page. */
export function shareBarLinks(recipe: SavedRecipe, origin: string) {
  const image = recipe.imageUrl?.medium ?? null;
  const links = shareLinks(
    {
      recipeId: recipe.recipeId,
      title: recipe.title,
      description: recipe.description ?? '',
      imageUrl: image ? { small: null, medium: image, original: null } : null,
    },
    origin,
  );
  return { facebook: links.facebook, pinterest: links.pinterest, whatsapp: links.whatsapp };
}

export interface ShareBarProps {
  recipe: SavedRecipe;
  /** false while readers cannot open it yet (a draft or a scheduled recipe) */
  isPublic: boolean;
  onClose: () => void;
}

/** After a save (spec §4): a dismissible bar with links that share the recipe's public page. */
export function ShareBar({ recipe, isPublic, onClose }: ShareBarProps) {
  const links = useMemo(() => shareBarLinks(recipe, publicOrigin()), [recipe]);
  const bar = useRef<HTMLDivElement>(null);
  // The form may have been opened far down the grid: bring the bar into view (focus stays where the dialog left it).
  // A block body: newer Chromium returns a promise from scrollIntoView, and an effect must return nothing or a
  // cleanup function (React called the promise on the next save: "TypeError: l is not a function").
  useEffect(() => {
    bar.current?.scrollIntoView?.({ block: 'nearest' });
  }, [recipe]);
  const target = (href: string, icon: ReactNode, name: string) => (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="outlined"
      color="inherit"
      size="small"
      startIcon={icon}
      aria-label={t.action(name)}
      sx={{ bgcolor: 'background.paper' }}
    >
      {name}
    </Button>
  );
  return (
    <Alert
      ref={bar}
      severity="success"
      variant="outlined"
      onClose={onClose}
      closeText={t.close}
      // Announced politely once it appears; the links stay in the page's tab order.
      role="status"
      sx={{
        mb: 3,
        borderRadius: 2,
        bgcolor: 'background.paper',
        // clear of the dashboard's sticky top bar on narrow screens when scrolled into view
        scrollMarginTop: 88,
        '& .MuiAlert-message': { minWidth: 0, flex: 1 },
      }}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>{t.title}</AlertTitle>
      <Typography sx={{ fontWeight: 600, mb: 1.5, overflowWrap: 'anywhere' }}>{recipe.title}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {target(links.facebook, <FacebookIcon />, t.facebook)}
        {target(links.pinterest, <PinterestIcon />, t.pinterest)}
        {target(links.whatsapp, <WhatsAppIcon />, t.whatsapp)}
      </Box>
      {!isPublic && (
        <Typography sx={{ mt: 1.5, fontSize: '0.9rem', color: 'text.secondary' }}>{t.notYetPublic}</Typography>
      )}
    </Alert>
  );
}
