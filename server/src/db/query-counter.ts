import type { Logger as OrmLogger } from 'typeorm';

/** A TypeORM logger that counts the SQL statements sent (tests and benchmarks measure N+1 with it). */
export class QueryCounter implements OrmLogger {
  count = 0;
  readonly statements: string[] = [];

  reset(): void {
    this.count = 0;
    this.statements.length = 0;
  }

  logQuery(query: string): void {
    this.count += 1;
    if (this.statements.length < 500) this.statements.push(query);
  }

  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}
