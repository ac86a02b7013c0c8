import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Modal } from '../../../components/Modal';
import type { CommentModerationSettingsInput } from '../../../gql/graphql';
import * as messages from '../../../messages/pt-BR';
import { CommentModerationSettingsQuery, SaveCommentModerationSettingsMutation } from './comments-operations';

const t = messages.dashboardComments.rules;

const RULES: readonly (keyof CommentModerationSettingsInput)[] = [
  'holdFirstComments',
  'holdCommentsWithLinks',
  'ratingsNeedConfirmedEmail',
];

interface ModerationRulesDialogProps {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** 'Regras de moderação': what waits for approval, and whose ratings count; saved together. */
export function ModerationRulesDialog({ open, onClose, onSaved }: ModerationRulesDialogProps) {
  // Read afresh each time it opens: another admin may have changed them.
  const { data, error, refetch } = useQuery(CommentModerationSettingsQuery, {
    skip: !open,
    fetchPolicy: 'network-only',
  });
  const [saveSettings, { loading: saving }] = useMutation(SaveCommentModerationSettingsMutation);
  const [draft, setDraft] = useState<CommentModerationSettingsInput | null>(null);
  const [failed, setFailed] = useState(false);
  const saved = data?.commentModerationSettings;
  useEffect(() => {
    if (!open || !saved) return;
    setDraft({
      holdFirstComments: saved.holdFirstComments,
      holdCommentsWithLinks: saved.holdCommentsWithLinks,
      ratingsNeedConfirmedEmail: saved.ratingsNeedConfirmedEmail,
    });
    setFailed(false);
  }, [open, saved]);

  const save = async () => {
    if (!draft) return;
    setFailed(false);
    try {
      await saveSettings({ variables: { input: draft } });
    } catch {
      setFailed(true);
      return;
    }
    onSaved();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t.title}
      actions={
        <>
          <Button variant="outlined" color="inherit" onClick={onClose}>
            {messages.dashboardComments.cancel}
          </Button>
          <Button variant="contained" onClick={() => void save()} disabled={!draft || saving}>
            {t.save}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t.intro}
      </Typography>
      {error && !saved ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
              {messages.dashboardComments.retry}
            </Button>
          }
        >
          {t.loadError}
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {RULES.map((rule) =>
            draft ? (
              <FormControlLabel
                key={rule}
                label={t[rule]}
                control={
                  <Switch
                    checked={draft[rule]}
                    onChange={(event) => setDraft({ ...draft, [rule]: event.target.checked })}
                  />
                }
                sx={{ alignItems: 'flex-start', '& .MuiSwitch-root': { mt: -0.75 } }}
              />
            ) : (
              <Skeleton key={rule} variant="text" sx={{ fontSize: '1.5rem' }} />
            ),
          )}
        </Box>
      )}
      {failed && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {t.saveError}
        </Alert>
      )}
    </Modal>
  );
}
