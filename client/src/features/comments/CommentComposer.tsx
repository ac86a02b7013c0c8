import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import { styled } from '@mui/material/styles';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { TextInput } from '../../components/TextInput';
import * as messages from '../../messages/pt-BR';
import type { CommentDraft } from './comment-draft';
import type { PostOutcome } from './use-comment-actions';

const m = messages.comments;

/** The server's limit on a comment's length (comment.service COMMENT_MAX). */
const MAX_LENGTH = 5000;

const Form = styled('form')(({ theme }) => ({ display: 'grid', gap: theme.spacing(2) }));

const Fieldset = styled('fieldset')({ border: 0, margin: 0, padding: 0, minWidth: 0 });

const Legend = styled('legend')(({ theme }) => ({
  padding: 0,
  marginBottom: theme.spacing(0.5),
  fontWeight: 600,
  color: theme.palette.text.primary,
}));

// MUI marks only the active star on keyboard focus: the whole group gets a visible ring instead.
const StarInput = styled(Rating)(({ theme }) => ({
  color: '#c47410',
  fontSize: '2.25rem',
  borderRadius: theme.shape.borderRadius,
  '&.Mui-focusVisible': { outline: '3px solid #d9825f', outlineOffset: 2 },
  '& .MuiRating-iconEmpty': { color: '#b3a394' },
}));

const Actions = styled('div')(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) }));

interface CommentComposerProps {
  /** the comment this answers (a reply: no stars), or null for a new comment */
  parent: { commentId: number; name: string } | null;
  /** what a guest had typed before signing in */
  initial?: CommentDraft | null;
  busy: boolean;
  onSend: (draft: CommentDraft) => Promise<PostOutcome>;
  /** a reply box closes (Cancelar, Escape) */
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * The form for a new comment (1–5 stars and text) or a reply (text only). An incomplete one sends nothing (spec §5):
 * focus moves to what is missing, so a keyboard or screen-reader user knows why.
 */
export function CommentComposer({ parent, initial, busy, onSend, onCancel, autoFocus }: CommentComposerProps) {
  const [content, setContent] = useState(initial?.content ?? '');
  const [score, setScore] = useState<number | null>(initial?.score ?? null);
  const textRef = useRef<HTMLTextAreaElement | HTMLInputElement>(null);
  const starsRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (autoFocus) textRef.current?.focus();
  }, [autoFocus]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const draft = { content, score: parent ? null : score, parentCommentId: parent?.commentId ?? null };
    const outcome = await onSend(draft);
    if (outcome === 'posted') {
      setContent('');
      setScore(null);
    } else if (outcome === 'incomplete') {
      if (!parent && !score) starsRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
      else textRef.current?.focus();
    }
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onCancel) {
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <Form
      noValidate
      onSubmit={submit}
      onKeyDown={closeOnEscape}
      aria-label={parent ? m.replyTo(parent.name) : m.formTitle}
    >
      {!parent && (
        <Fieldset>
          <Legend>{m.yourRating}</Legend>
          <StarInput
            ref={starsRef}
            name="comment-score"
            value={score}
            onChange={(_, value) => setScore(value)}
            getLabelText={m.stars}
            emptyLabelText={m.noStars}
          />
        </Fieldset>
      )}
      <TextInput
        label={parent ? m.yourReply(parent.name) : m.yourComment}
        name="content"
        value={content}
        onChange={(event) => setContent(event.target.value)}
        multiline
        minRows={parent ? 2 : 4}
        inputRef={textRef}
        helperText={parent ? undefined : m.formHint}
        inputProps={{ maxLength: MAX_LENGTH }}
      />
      <Actions>
        <Button type="submit" variant="contained" loading={busy} loadingPosition="start">
          {busy ? m.sending : parent ? m.sendReply : m.send}
        </Button>
        {onCancel && (
          <Button type="button" variant="text" onClick={onCancel}>
            {m.cancel}
          </Button>
        )}
      </Actions>
    </Form>
  );
}
