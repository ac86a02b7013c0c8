export * from './quantity';
export * from './recipe-text';
