// Imported first by main.ts, before React, MUI or Emotion load: they pick their development or production build
// from NODE_ENV when first required, so `npm start` must not depend on the caller exporting it.
// `npm run dev` sets NODE_ENV=development explicitly.
process.env.NODE_ENV ||= 'production';

export {};
