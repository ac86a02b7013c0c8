import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { styled } from '@mui/material/styles';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { graphql } from '../gql';
import { currentToken, sessionFromToken, useSession } from '../lib/session';
import * as messages from '../messages/pt-BR';

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
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20.3l-1.3-1.2C6 14.9 3 12.2 3 8.9 3 6.2 5.1 4.1 7.8 4.1c1.6 0 3.1.7 4.2 1.9 1.1-1.2 2.6-1.9 4.2-1.9 2.7 0 4.8 2.1 4.8 4.8 0 3.3-3 6-7.7 10.2L12 20.3z" />
      </svg>
      {variant === 'labelled' && <span>{pressed ? t.savedShort : t.saveShort}</span>}
    </Button>
  );
}

/**
 * The heart that saves a recipe for the signed-in reader. Pages with hearts are shared and cached, so the server and
 * the first client pass draw it unsaved (and without Apollo); the reader's state comes after hydration. A guest is
 * sent to sign in and comes back with the recipe saved.
 */
export function SaveRecipeButton(props: SaveRecipeButtonProps) {
  // anonymous on the server and while hydrating, then the reader's
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  if (session.authenticated) return <SignedInHeart {...props} />;
  // Only a hydrated button has a click handler; the session it renders with may still be the server's, though.
  const onClick = () => {
    try {
      window.sessionStorage.setItem(PENDING_KEY, String(props.recipeId));
    } catch {
      // storage refused (private mode): they come back and tap again
    }
    // Signed in after all: the signed-in heart, about to replace this one, takes the tap.
    if (sessionFromToken(currentToken()).authenticated) return;
    const next = `${location.pathname}${location.search}${location.hash}`;
    void navigate(`/auth/login?${new URLSearchParams({ next }).toString()}`);
  };
  return <Heart {...props} pressed={false} onClick={onClick} />;
}

/** Takes the guest's tap kept across the sign-in, if it was for this recipe. */
function takePendingSave(recipeId: number): boolean {
  try {
    if (window.sessionStorage.getItem(PENDING_KEY) !== String(recipeId)) return false;
    window.sessionStorage.removeItem(PENDING_KEY);
    return true;
  } catch {
    return false;
  }
}

function SignedInHeart(props: SaveRecipeButtonProps) {
  const { recipeId } = props;
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

  // Back from signing in: the recipe the guest tapped is saved now (once the reader's list is known).
  const listed = Boolean(data);
  useEffect(() => {
    if (listed && takePendingSave(recipeId) && !saved) void change(true);
    // `change` and `saved` are read when the list arrives, not followed
  }, [listed, recipeId]);

  return <Heart {...props} pressed={saved} busy={saving || removing} onClick={() => void change(!saved)} />;
}
