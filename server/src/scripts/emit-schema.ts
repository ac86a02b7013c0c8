// Writes schema/schema.graphql from the resolvers (the client's codegen reads it).
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { printAppSchema } from '../graphql/schema';

const target = path.resolve(__dirname, '../../../schema/schema.graphql');
printAppSchema()
  .then((sdl) => {
    fs.writeFileSync(target, sdl);
    console.log(`wrote ${path.relative(process.cwd(), target)}`);
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
