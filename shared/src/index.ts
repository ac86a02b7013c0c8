export * from './quantity';
export * from './recipe-text';
export * from './ingredient-parser';
export * from './crops';
export * from './bounds';
