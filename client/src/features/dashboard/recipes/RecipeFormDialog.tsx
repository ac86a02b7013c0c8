// STUB: replaced by the form helper (the recipe create/edit dialog of issue 10). Only its API matters here.

export function RecipeFormDialog(props: {
  open: boolean;
  recipeId: number | null /* null = create */;
  onClose: () => void;
  onSaved: (
    recipe: {
      recipeId: number;
      title: string;
      description?: string | null;
      imageUrl?: { medium?: string | null } | null;
    },
    mode: 'create' | 'update',
  ) => void;
}) {
  if (!props.open) return null;
  return (
    <div role="dialog" aria-label="Formulário de receita">
      <button type="button" onClick={props.onClose}>
        Fechar
      </button>
    </div>
  );
}
