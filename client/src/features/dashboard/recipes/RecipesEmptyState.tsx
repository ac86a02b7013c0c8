import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import * as messages from '../../../messages/pt-BR';
import { IconTile } from '../IconTile';

const t = messages.dashboardRecipes;

/**
 * No recipe to show: either there are none yet (spec §2: an invitation to create the first), or the search and the
 * status filter leave none (a way back to the whole list).
 */
export function RecipesEmptyState({
  filtered,
  onCreate,
  onClear,
}: {
  filtered: boolean;
  onCreate: () => void;
  onClear: () => void;
}) {
  const copy = filtered
    ? { title: t.noMatch.title, text: t.noMatch.text, action: t.noMatch.clear, icon: SearchOffRounded, run: onClear }
    : { title: t.empty.title, text: t.empty.text, action: t.empty.create, icon: MenuBookOutlined, run: onCreate };
  return (
    <Card sx={{ p: { xs: 4, md: 6 }, textAlign: 'center', borderStyle: 'dashed' }}>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
        <IconTile icon={copy.icon} size={64} round />
      </Box>
      <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
        {copy.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {copy.text}
      </Typography>
      <Button variant={filtered ? 'outlined' : 'contained'} onClick={copy.run}>
        {copy.action}
      </Button>
    </Card>
  );
}
