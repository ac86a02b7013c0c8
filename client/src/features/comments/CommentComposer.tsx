import { styled } from '@mui/material/styles';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { PillButton } from '../../components/PillButton';
import * as messages from '../../messages/pt-BR';
import type { CommentDraft } from './comment-draft';
import { StarPicker } from './StarPicker';
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

const Label = styled('label')(({ theme }) => ({
  display: 'block',
  marginBottom: theme.spacing(0.75),
  fontWeight: 600,
  color: theme.palette.text.primary,
}));

// A plain textarea (no MUI input machinery in the recipe page's HTML) that grows with its text up to a limit.
const TextArea = styled('textarea')(({ theme }) => ({
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  padding: '14px 16px',
  font: 'inherit',
  lineHeight: 1.5,
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: '1px solid rgba(45,36,32,0.3)',
  borderRadius: theme.shape.borderRadius,
  resize: 'vertical',
  fieldSizing: 'content',
  maxHeight: '24em',
  transition: 'border-color 150ms',
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus': {
    outline: 'none',
    borderColor: theme.palette.primary.main,
    boxShadow: `0 0 0 1px ${theme.palette.primary.main}`,
  },
}));

const Hint = styled('p')(({ theme }) => ({
  ...theme.typography.body2,
  margin: theme.spacing(0.75, 0, 0),
  color: theme.palette.text.secondary,
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
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const rows = parent ? 2 : 4;
  const starsRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (autoFocus) textRef.current?.focus();
  }, [autoFocus]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const draft = { content, score: parent ? null : score, parentCommentId: parent?.commentId ?? null };
    const outcome = await onSend(draft);
    if (outcome === 'posted' || outcome === 'held') {
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
          <StarPicker
            ref={starsRef}
            name="comment-score"
            value={score}
            onChange={setScore}
            labelOf={m.stars}
            emptyLabel={m.noStars}
          />
        </Fieldset>
      )}
      <div>
        <Label htmlFor={fieldId}>{parent ? m.yourReply(parent.name) : m.yourComment}</Label>
        <TextArea
          ref={textRef}
          id={fieldId}
          name="content"
          value={content}
          onChange={(event) => setContent(event.target.value)}
          rows={rows}
          // field-sizing grows the box with the text; the floor keeps it `rows` lines tall while short
          style={{ minHeight: `calc(${rows * 1.5}em + 30px)` }}
          maxLength={MAX_LENGTH}
          aria-describedby={parent ? undefined : `${fieldId}-dica`}
        />
        {!parent && <Hint id={`${fieldId}-dica`}>{m.formHint}</Hint>}
      </div>
      <Actions>
        <PillButton type="submit" tone="primary" disabled={busy}>
          {busy ? m.sending : parent ? m.sendReply : m.send}
        </PillButton>
        {onCancel && (
          <PillButton tone="text" onClick={onCancel}>
            {m.cancel}
          </PillButton>
        )}
      </Actions>
    </Form>
  );
}
