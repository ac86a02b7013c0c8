import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import { useId, useState } from 'react';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import * as messages from '../../../messages/pt-BR';
import type { ModerationComment } from './use-moderation-queue';

const t = messages.dashboardComments;

// Past this many characters or lines a comment shows its first lines, and a button opens the rest.
const LONG_CHARACTERS = 280;
const LONG_LINES = 4;

/** Who wrote it: name, e-mail, whether the account is banned and how many of its comments were approved. */
export function CommentAuthor({ author }: { author: ModerationComment['author'] }) {
  return (
    <Box sx={{ minWidth: 160, maxWidth: 180 }}>
      <Box sx={{ fontWeight: 600 }}>{author.name}</Box>
      {/* a long address is cut here (the ban question shows it whole) */}
      <Box
        title={author.email}
        sx={{
          color: 'text.secondary',
          fontSize: '0.85em',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {author.email}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.75 }}>
        {author.banned && <Chip label={t.banned} color="error" size="small" />}
        {/* a new account (nothing approved yet) stands out: most spam comes from one */}
        <Chip
          label={t.approvedCount(author.approvedComments)}
          color={author.approvedComments ? 'default' : 'warning'}
          variant="outlined"
          size="small"
        />
      </Box>
    </Box>
  );
}

/** The stars a comment gave, or that it is a reply; whether it carries a link; then its text. */
export function CommentBody({ comment }: { comment: ModerationComment }) {
  return (
    <Box sx={{ minWidth: 200, maxWidth: 460 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, mb: 0.5 }}>
        {comment.score > 0 ? (
          <Rating value={comment.score} readOnly size="small" getLabelText={t.stars} />
        ) : (
          <Chip label={t.reply} size="small" variant="outlined" />
        )}
        {comment.hasLink && <Chip label={t.hasLink} color="warning" size="small" />}
      </Box>
      <CommentText content={comment.content} />
    </Box>
  );
}

/** A comment's text as plain text (never HTML), its line breaks kept; a long one is cut until asked for whole. */
function CommentText({ content }: { content: string }) {
  const id = useId();
  const [whole, setWhole] = useState(false);
  const long = content.length > LONG_CHARACTERS || content.split('\n').length > LONG_LINES;
  const clamped = long && !whole;
  return (
    <>
      <Box
        id={id}
        sx={{
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          fontSize: '0.93rem',
          ...(clamped && {
            display: '-webkit-box',
            WebkitLineClamp: LONG_LINES,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }),
        }}
      >
        {content}
      </Box>
      {long && (
        <Button
          size="small"
          aria-expanded={whole}
          aria-controls={id}
          onClick={() => setWhole(!whole)}
          sx={{ px: 0.5, ml: -0.5, minWidth: 0 }}
        >
          {whole ? t.readLess : t.readAll}
        </Button>
      )}
    </>
  );
}

/** The recipe it was left on, opened on the site in a new tab. */
export function CommentRecipe({ recipe }: { recipe: ModerationComment['recipe'] }) {
  return (
    <Box sx={{ minWidth: 120, maxWidth: 200 }}>
      <Link href={`/recipes/${recipe.recipeId}`} target="_blank" rel="noopener noreferrer">
        {recipe.title}
        <VisuallyHidden>{` (${t.newTab})`}</VisuallyHidden>
      </Link>
    </Box>
  );
}
