import { LessThanOrEqual, type DataSource, type Repository } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { badInput, notFound } from '../../shared/errors';
import { imageSet } from '../../shared/image-set';
import { isIsoDate, todayIn } from '../../shared/site-time';
import { httpUrl, imageRef } from '../../shared/validation';
import { EBook } from './ebook.entity';
import type { EBookInput, EBookView } from './ebook.types';

const MAX_PRICE = 100_000;

export class EBookService {
  private readonly ebooks: Repository<EBook>;

  constructor(
    ds: DataSource,
    private readonly timeZone: string,
  ) {
    this.ebooks = ds.getRepository(EBook);
  }

  /** The public catalogue: published (publicationDate ≤ today), newest first. */
  async published(_ctx: RequestContext): Promise<EBookView[]> {
    const rows = await this.ebooks.find({
      where: { publicationDate: LessThanOrEqual(todayIn(this.timeZone)) },
      order: { publicationDate: 'DESC', id: 'DESC' },
    });
    return rows.map(toView);
  }

  async all(_ctx: RequestContext): Promise<EBookView[]> {
    return (await this.ebooks.find({ order: { publicationDate: 'DESC', id: 'DESC' } })).map(toView);
  }

  async get(_ctx: RequestContext, id: number): Promise<EBookView> {
    return toView(await this.find(id));
  }

  async create(_ctx: RequestContext, input: EBookInput): Promise<EBookView> {
    return toView(await this.ebooks.save(this.ebooks.create(this.fields(input))));
  }

  async update(_ctx: RequestContext, id: number, input: EBookInput): Promise<EBookView> {
    const ebook = await this.find(id);
    Object.assign(ebook, this.fields(input));
    return toView(await this.ebooks.save(ebook));
  }

  async delete(_ctx: RequestContext, id: number): Promise<void> {
    const result = await this.ebooks.delete({ id });
    if (!result.affected) throw notFound('E-book não encontrado.');
  }

  private async find(id: number): Promise<EBook> {
    const ebook = await this.ebooks.findOneBy({ id });
    if (!ebook) throw notFound('E-book não encontrado.');
    return ebook;
  }

  /** The dashboard's rules, in its order and with its messages. */
  private fields(input: EBookInput): Partial<EBook> {
    const title = (input.title ?? '').trim();
    const author = (input.author ?? '').trim();
    if (!title || !author) throw badInput(!title ? 'title' : 'author', 'Título e autor são obrigatórios');
    if (title.length > 200 || author.length > 120) {
      throw badInput(
        title.length > 200 ? 'title' : 'author',
        'Título (até 200) ou autor (até 120 caracteres) longo demais.',
      );
    }
    const price = input.price;
    if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) {
      throw badInput('price', 'Preço deve ser maior que zero');
    }
    if (Math.abs(Math.round(price * 100) - price * 100) > 1e-6 || price > MAX_PRICE) {
      throw badInput('price', 'O preço deve ter no máximo duas casas decimais e ser menor que R$ 100.000,00.');
    }
    const externalUrl = (input.externalUrl ?? '').trim();
    if (!externalUrl) throw badInput('externalUrl', 'URL externa é obrigatória');
    httpUrl('externalUrl', externalUrl);
    const vertical = covers('verticalCoverImageUrl', input.verticalCoverImageUrl);
    const horizontal = covers('horizontalCoverImageUrl', input.horizontalCoverImageUrl);
    if (!vertical || !horizontal) {
      throw badInput(
        !vertical ? 'verticalCoverImageUrl' : 'horizontalCoverImageUrl',
        'Imagens vertical e horizontal são obrigatórias',
      );
    }
    const date = (input.publicationDate ?? '').trim() || todayIn(this.timeZone);
    if (!isIsoDate(date)) throw badInput('publicationDate', 'A data de publicação deve estar no formato aaaa-mm-dd.');
    return {
      title,
      author,
      price: price.toFixed(2),
      externalUrl,
      publicationDate: date,
      verticalCoverSmall: vertical.small,
      verticalCoverMedium: vertical.medium,
      verticalCoverOriginal: vertical.original,
      horizontalCoverSmall: horizontal.small,
      horizontalCoverMedium: horizontal.medium,
      horizontalCoverOriginal: horizontal.original,
    };
  }
}

/** A cover needs at least one rendition; missing ones fall back to the largest given. */
function covers(field: string, input: EBookInput['verticalCoverImageUrl']) {
  const small = imageRef(`${field}.small`, input?.small);
  const medium = imageRef(`${field}.medium`, input?.medium);
  const original = imageRef(`${field}.original`, input?.original);
  const any = original ?? medium ?? small;
  if (!any) return null;
  return { small: small ?? any, medium: medium ?? any, original: original ?? any };
}

export function toView(e: EBook): EBookView {
  const vertical = imageSet(e.verticalCoverSmall, e.verticalCoverMedium, e.verticalCoverOriginal);
  return {
    id: e.id,
    title: e.title,
    author: e.author,
    price: Number(e.price),
    verticalCoverImageUrl: vertical,
    horizontalCoverImageUrl: imageSet(e.horizontalCoverSmall, e.horizontalCoverMedium, e.horizontalCoverOriginal),
    coverImageUrl: vertical,
    externalUrl: e.externalUrl,
    publicationDate: e.publicationDate,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}
