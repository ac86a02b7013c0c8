import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { styled } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { graphql } from '../gql';
import { currentToken, sessionFromToken, useSession } from '../lib/session';
import * as messages from '../messages/pt-BR';
import { sheetIconId } from './icon-sheet-names';

const t = messages.savedRecipes;

/** The ids of the signed-in reader's saved recipes: one request however many hearts a page shows. */
export const SavedRecipeIdsQuery = graphql(`
  query SavedRecipeIds {
    savedRecipes {
      recipeId
    }
  }
`);

const SaveRecipeMutation = graphql(`
  mutation SaveRecipe($recipeId: Int!) {
    saveRecipe(recipeId: $recipeId) {
      ...RecipeCard_recipe
      saved
    }
  }
`);

const UnsaveRecipeMutation = graphql(`
  mutation UnsaveRecipe($recipeId: Int!) {
    unsaveRecipe(recipeId: $recipeId) {
      recipeId
      saved
    }
  }
`);

/** A guest's tap, kept across the sign-in so the recipe is saved when they come back. */
const PENDING_KEY = 'receitas:save-after-login';

const Button = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing(0.75),
  minWidth: 44,
  height: 44,
  padding: theme.spacing(0, 1.25),
  border: 'none',
  borderRadius: 22,
  cursor: 'pointer',
  font: 'inherit',
  fontWeight: 600,
  fontSize: '0.875rem',
  color: theme.palette.primary.main,
  backgroundColor: 'rgba(255, 255, 255, 0.92)',
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.18)',
  '& svg': { width: 22, height: 22, fill: 'none', stroke: 'currentColor', strokeWidth: 2 },
  '&[aria-pressed="true"] svg': { fill: 'currentColor' },
  '&:hover': { backgroundColor: '#fff' },
  '&[aria-busy="true"]': { cursor: 'progress' },
}));

export interface SaveRecipeButtonProps {
  recipeId: number;
  recipeTitle: string;
  /** 'icon': the heart alone (cards); 'labelled': the heart and a word (the recipe page) */
  variant?: 'icon' | 'labelled';
  className?: string;
}

interface HeartProps extends SaveRecipeButtonProps {
  pressed: boolean;
  busy?: boolean;
  onClick: () => void;
}

function Heart({ recipeTitle, variant = 'icon', className, pressed, busy, onClick }: HeartProps) {
  const label = pressed ? t.unsave : t.save;
  return (
    <Button
      type="button"
      className={className}
      aria-pressed={pressed}
      aria-label={variant === 'icon' ? `${label}: ${recipeTitle}` : label}
      title={label}
      aria-busy={busy || undefined}
      // not disabled while busy: a keyboard reader's focus stays on the button
      onClick={busy ? undefined : onClick}
    >
      {/* the page's icon sheet draws it (components/IconSheet.tsx); this svg's fill and stroke colour it */}
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <use href={`#${sheetIconId('heart')}`} />
      </svg>
      {variant === 'labelled' && <span>{pressed ? t.savedShort : t.saveShort}</span>}
    </Button>
  );
}

/**
 * The heart that saves a recipe for the signed-in reader. Pages with hearts are shared and cached, so the server and
 * the first client pass draw it unsaved; the reader's state comes after hydration. A guest is sent to sign in and
 * comes back with the recipe saved. One button whatever the session: a tap held before the app was live
 * (lib/early-input.ts) is replayed on it once the session is known, and acts as the reader's.
 */
export function SaveRecipeButton(props: SaveRecipeButtonProps) {
  // anonymous on the server and while hydrating, then the reader's
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [reader, setReader] = useState<ReaderSave | null>(null);
  const signedIn = session.authenticated;
  const onClick = () => {
    if (signedIn) return reader ? reader.tap() : keepPendingSave(props.recipeId);
    keepPendingSave(props.recipeId);
    // Signed in after all (this still renders with the server's session): saved once their list is known.
    if (sessionFromToken(currentToken()).authenticated) return;
    const next = `${location.pathname}${location.search}${location.hash}`;
    void navigate(`/auth/login?${new URLSearchParams({ next }).toString()}`);
  };
  return (
    <>
      <Heart
        {...props}
        pressed={signedIn && Boolean(reader?.saved)}
        busy={signedIn && reader?.busy}
        onClick={onClick}
      />
      {/* Apollo only for a signed-in reader; the heart above stays the same button whatever the session */}
      {signedIn && <ReaderSaveState recipeId={props.recipeId} onChange={setReader} />}
    </>
  );
}

/** The signed-in reader's side of a heart: whether the recipe is saved, and what a tap does. */
interface ReaderSave {
  saved: boolean;
  busy: boolean;
  tap: () => void;
}

function ReaderSaveState({ recipeId, onChange }: { recipeId: number; onChange: (state: ReaderSave) => void }) {
  const { saved, busy, listed, change } = useReaderSave(recipeId);
  const latest = useRef(change);
  latest.current = change;
  useEffect(() => {
    // Before the list is known a tap cannot tell saving from removing: it means "save" (an unsaved heart was tapped).
    const tap = () => (listed ? void latest.current(!saved) : keepPendingSave(recipeId));
    onChange({ saved, busy, tap });
  }, [saved, busy, listed, recipeId, onChange]);
  return null;
}

/** Keeps a tap for this recipe until the reader's list is known (across a sign-in too). */
function keepPendingSave(recipeId: number) {
  try {
    window.sessionStorage.setItem(PENDING_KEY, String(recipeId));
  } catch {
    // storage refused (private mode): they come back and tap again
  }
}

/** Takes the tap kept for this recipe, if there is one. */
function takePendingSave(recipeId: number): boolean {
  try {
    if (window.sessionStorage.getItem(PENDING_KEY) !== String(recipeId)) return false;
    window.sessionStorage.removeItem(PENDING_KEY);
    return true;
  } catch {
    return false;
  }
}

/** The signed-in reader's heart: whether the recipe is saved, and a tap that saves or removes it. */
function useReaderSave(recipeId: number) {
  const client = useApolloClient();
  const { data } = useQuery(SavedRecipeIdsQuery);
  const [saveRecipe, { loading: saving }] = useMutation(SaveRecipeMutation);
  const [unsaveRecipe, { loading: removing }] = useMutation(UnsaveRecipeMutation);
  const saved = Boolean(data?.savedRecipes.some((r) => r.recipeId === recipeId));

  const change = async (save: boolean) => {
    try {
      if (save) {
        await saveRecipe({
          variables: { recipeId },
          update(cache, { data: result }) {
            const ref = result && cache.identify(result.saveRecipe);
            if (!ref) return;
            cache.modify({
              fields: {
                savedRecipes: (list: readonly { __ref: string }[], { toReference }) =>
                  list.some((item) => item.__ref === ref) ? list : [toReference(ref)!, ...list],
              },
            });
          },
        });
      } else {
        await unsaveRecipe({
          variables: { recipeId },
          update(cache, { data: result }) {
            const ref = result && cache.identify(result.unsaveRecipe);
            cache.modify({
              fields: { savedRecipes: (list: readonly { __ref: string }[]) => list.filter((i) => i.__ref !== ref) },
            });
          },
        });
      }
    } catch (error) {
      console.error(t.failed, error);
      void client.refetchQueries({ include: [SavedRecipeIdsQuery] });
    }
  };

  // A tap kept until the reader's list is known (back from signing in, or a tap before it arrived): saved then.
  const listed = Boolean(data);
  useEffect(() => {
    if (listed && takePendingSave(recipeId) && !saved) void change(true);
    // `change` and `saved` are read when the list arrives, not followed
  }, [listed, recipeId]);

  return { saved, busy: saving || removing, listed, change };
}
