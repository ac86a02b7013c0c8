import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Recipe } from './recipe.entity';

// The ordered child lists of a recipe. Each row keeps its position; a recipe update replaces the whole list.

@ObjectType('Ingredient')
@Entity('recipe_ingredients')
@Index('IDX_recipe_ingredients_recipe', ['recipeId', 'position'])
export class Ingredient {
  @Field(() => Int, { name: 'ingredientId' })
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  recipeId: number;

  @ManyToOne(() => Recipe, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipeId' })
  recipe?: Recipe;

  @Column({ type: 'int' })
  position: number;

  @Field(() => String, { description: "'' for a single list, else e.g. 'Massa', 'Recheio'" })
  @Column({ type: 'varchar', length: 120, default: '' })
  section: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 200 })
  ingredientName: string;

  @Field(() => String, { description: "as typed: '1/2', '2', ''" })
  @Column({ type: 'varchar', length: 50, default: '' })
  quantity: string;

  @Field(() => String, { description: "as typed: 'xícara (chá)', 'g', 'a gosto'" })
  @Column({ type: 'varchar', length: 50, default: '' })
  unit: string;
}

@ObjectType('Instruction')
@Entity('recipe_instructions')
@Index('IDX_recipe_instructions_recipe', ['recipeId', 'position'])
export class Instruction {
  @Field(() => Int, { name: 'instructionId' })
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  recipeId: number;

  @ManyToOne(() => Recipe, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipeId' })
  recipe?: Recipe;

  @Column({ type: 'int' })
  position: number;

  @Field(() => String)
  @Column({ type: 'varchar', length: 120, default: '' })
  section: string;

  @Field(() => Int)
  @Column({ type: 'int' })
  stepNumber: number;

  @Field(() => String)
  @Column({ type: 'text' })
  instructionText: string;
}

@ObjectType('Note')
@Entity('recipe_notes')
@Index('IDX_recipe_notes_recipe', ['recipeId', 'position'])
export class Note {
  @Field(() => Int, { name: 'noteId' })
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  recipeId: number;

  @ManyToOne(() => Recipe, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipeId' })
  recipe?: Recipe;

  @Column({ type: 'int' })
  position: number;

  @Field(() => String)
  @Column({ type: 'text' })
  noteText: string;
}

@ObjectType('RecipeTag')
@Entity('recipe_tags')
@Index('IDX_recipe_tags_recipe', ['recipeId', 'position'])
export class RecipeTag {
  @Field(() => Int, { name: 'recipeTagId' })
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  recipeId: number;

  @ManyToOne(() => Recipe, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipeId' })
  recipe?: Recipe;

  @Column({ type: 'int' })
  position: number;

  @Field(() => String)
  @Column({ type: 'varchar', length: 80 })
  name: string;
}

@ObjectType('Utensil')
@Entity('recipe_utensils')
@Index('IDX_recipe_utensils_recipe', ['recipeId', 'position'])
export class Utensil {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  recipeId: number;

  @ManyToOne(() => Recipe, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipeId' })
  recipe?: Recipe;

  @Column({ type: 'int' })
  position: number;

  @Field(() => String)
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Field(() => String, { nullable: true, description: 'Where to buy it (http/https)' })
  @Column({ type: 'varchar', length: 500, nullable: true })
  link: string | null;
}
