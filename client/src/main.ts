// Interim page until the server-rendered React client lands: lists the published recipes from the REST API.

interface RecipeSummary {
  recipeId: number;
  title: string;
  description: string;
  totalTime: string | null;
  imageUrl: { small: string | null; medium: string | null } | null;
}

function minutesOf(iso: string | null): string {
  const match = iso ? /^PT(?:(\d+)H)?(?:(\d+)M)?/.exec(iso) : null;
  if (!match) return '';
  const total = Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
  return total >= 60 ? `${Math.floor(total / 60)} h ${total % 60 ? `${total % 60} min` : ''}`.trim() : `${total} min`;
}

function card(recipe: RecipeSummary): HTMLLIElement {
  const item = document.createElement('li');
  const image = document.createElement('img');
  image.src = recipe.imageUrl?.medium ?? recipe.imageUrl?.small ?? '';
  image.alt = recipe.title;
  image.width = 800;
  image.height = 600;
  image.loading = 'lazy';
  const body = document.createElement('div');
  const title = document.createElement('h2');
  title.textContent = recipe.title;
  const meta = document.createElement('small');
  meta.textContent = minutesOf(recipe.totalTime);
  body.append(title, meta);
  item.append(image, body);
  return item;
}

async function main(): Promise<void> {
  const status = document.getElementById('status')!;
  try {
    const res = await fetch('/api/recipes?page=0&size=24');
    if (!res.ok) throw new Error(String(res.status));
    const page = (await res.json()) as { content: RecipeSummary[] };
    document.getElementById('recipes')!.append(...page.content.map(card));
    status.textContent = page.content.length ? '' : 'Nenhuma receita encontrada.';
  } catch {
    status.textContent = 'Não foi possível carregar as receitas.';
  }
}

void main();
