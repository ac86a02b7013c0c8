import { Column, Entity, PrimaryColumn } from 'typeorm';
import { TimestampedEntity } from '../../shared/base.entity';
import { jsonTextTransformer } from '../../shared/column-types';

export interface Partnership {
  name: string;
  image_url: string;
  website_url: string;
}

/** The site's single configuration row (id 1). */
@Entity('site_configuration')
export class SiteConfiguration extends TimestampedEntity {
  @PrimaryColumn({ type: 'int' })
  id: number;

  /** recipe ids shown in the home hero, in order */
  @Column({ type: 'text', transformer: jsonTextTransformer })
  featuredRecipeIds: number[];

  @Column({ type: 'varchar', length: 500, nullable: true })
  instagramUrl: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  youtubeUrl: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  tiktokUrl: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  pinterestUrl: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  facebookUrl: string | null;

  @Column({ type: 'int', nullable: true })
  featuredEBookId: number | null;

  @Column({ type: 'text', transformer: jsonTextTransformer })
  partnerships: Partnership[];

  /** admin-trusted advertising snippet, stored as given */
  @Column({ type: 'text', nullable: true })
  googleAdsenseScript: string | null;

  @Column({ type: 'int', nullable: true })
  weeklyMonday: number | null;

  @Column({ type: 'int', nullable: true })
  weeklyTuesday: number | null;

  @Column({ type: 'int', nullable: true })
  weeklyWednesday: number | null;

  @Column({ type: 'int', nullable: true })
  weeklyThursday: number | null;

  @Column({ type: 'int', nullable: true })
  weeklyFriday: number | null;

  /** the creator's profile in the author box (the socials are the *Url columns above) */
  @Column({ type: 'varchar', length: 120, nullable: true })
  creatorName: string | null;

  /** an uploaded image (/uploads/…) or an https URL */
  @Column({ type: 'varchar', length: 500, nullable: true })
  creatorPhotoUrl: string | null;

  /** plain text, shown escaped */
  @Column({ type: 'varchar', length: 600, nullable: true })
  creatorBio: string | null;

  /** comment moderation: a reader's comments wait for approval until one of theirs has been approved */
  @Column({ type: 'boolean', default: true })
  holdFirstComments: boolean;

  /** comment moderation: a comment with a link waits for approval */
  @Column({ type: 'boolean', default: true })
  holdCommentsWithLinks: boolean;

  /** a rating counts only once its account has confirmed its e-mail */
  @Column({ type: 'boolean', default: true })
  ratingsNeedConfirmedEmail: boolean;
}
