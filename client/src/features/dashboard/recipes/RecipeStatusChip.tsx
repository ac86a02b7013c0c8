import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { recipeStatus, statusText, type RecipeStatus, type StatusSource } from './recipe-status';

const LOOK: Record<RecipeStatus, { color: ChipProps['color']; icon: React.ReactElement }> = {
  DRAFT: { color: 'default', icon: <EditNoteOutlined /> },
  SCHEDULED: { color: 'warning', icon: <ScheduleOutlined /> },
  PUBLISHED: { color: 'success', icon: <PublicOutlined /> },
};

/** 'Rascunho', 'Agendada para 01/12/2026 10:05 (horário de Brasília)' or 'Publicada', with a colour and an icon each. */
export function RecipeStatusChip({ recipe, sx }: { recipe: StatusSource; sx?: ChipProps['sx'] }) {
  const status = recipeStatus(recipe);
  const { color, icon } = LOOK[status];
  return (
    <Chip
      label={statusText(recipe)}
      color={color}
      icon={icon}
      size="small"
      sx={[
        // a long label ('Agendada para … (horário de Brasília)') takes two even lines rather than being cut
        {
          fontWeight: 600,
          boxShadow: 1,
          height: 'auto',
          minHeight: 24,
          '& .MuiChip-label': { whiteSpace: 'normal', textWrap: 'balance', py: 0.25 },
        },
        // The default chip is a translucent grey, unreadable over a photo: a draft gets a solid dark one.
        status === 'DRAFT' && { bgcolor: 'grey.800', color: 'common.white', '& .MuiChip-icon': { color: 'inherit' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
