// STUB: replaced by the form helper (the recipe create/edit dialog of issue 10). Only its API matters here.

export interface SavedRecipe {
  recipeId: number;
  title: string;
  description?: string | null;
  imageUrl?: { medium?: string | null } | null;
}

export interface RecipeFormDialogProps {
  open: boolean;
  /** null = create */
  recipeId: number | null;
  onClose: () => void;
  onSaved: (recipe: SavedRecipe, mode: 'create' | 'update') => void;
}

export function RecipeFormDialog(props: RecipeFormDialogProps) {
  if (!props.open) return null;
  return (
    <div role="dialog" aria-label="Formulário de receita">
      <button type="button" onClick={props.onClose}>
        Fechar
      </button>
    </div>
  );
}
