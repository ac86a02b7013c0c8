import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import * as messages from '../../../messages/pt-BR';
import { mediaRefusal } from './media-errors';
import { UpdateMediaItemMutation } from './media-operations';

const t = messages.dashboardMedia.details;
/** The server's limit (media_assets.alt). */
export const MAX_ALT = 300;

type Status = { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; text: string };

/** A picture's alt text, saved on its own: it belongs to the picture, wherever it is used. */
export function MediaAltForm({ id, alt }: { id: number; alt: string | null }) {
  const [value, setValue] = useState(alt ?? '');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [update] = useMutation(UpdateMediaItemMutation);
  const changed = value.trim() !== (alt ?? '');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setStatus({ kind: 'saving' });
    try {
      const result = await update({ variables: { id, alt: value.trim() || null } });
      setValue(result.data?.updateMediaItem.item.alt ?? '');
      setStatus({ kind: 'saved' });
    } catch (error) {
      setStatus({ kind: 'error', text: mediaRefusal(error)?.message ?? t.saveError });
    }
  };

  return (
    <Box component="form" onSubmit={save} sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label={t.alt}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setStatus({ kind: 'idle' });
        }}
        multiline
        minRows={2}
        helperText={`${t.altHelp} ${t.altCount(value.length, MAX_ALT)}`}
        error={status.kind === 'error'}
        slotProps={{ htmlInput: { maxLength: MAX_ALT } }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button type="submit" variant="outlined" size="small" disabled={!changed || status.kind === 'saving'}>
          {t.saveAlt}
        </Button>
        <Typography role="status" variant="body2" color={status.kind === 'error' ? 'error' : 'text.secondary'}>
          {status.kind === 'saving'
            ? t.saving
            : status.kind === 'saved'
              ? t.saved
              : status.kind === 'error'
                ? status.text
                : ''}
        </Typography>
      </Box>
    </Box>
  );
}
