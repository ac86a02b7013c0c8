import path from 'node:path';
import { ConfigError, loadConfig } from '../../config/config';

describe('loadConfig', () => {
  it('has zero-config defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      seedDemo: true,
      publicUrl: 'http://localhost:4000',
      trustProxy: 0,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://x@y/z' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'mysql://root@localhost:3306' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'não é url' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'curto' }, 'JWT_SECRET'],
    [{ ADMIN_EMAIL: 'admin@site.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'sem-arroba', ADMIN_PASSWORD: '12345678' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.com', ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'a@b.com', ADMIN_PASSWORD: 'senha-123' }, 'ADMIN_PASSWORD'], // 9 characters
    [{ ADMIN_EMAIL: 'a@b.com', ADMIN_PASSWORD: 'qwertyuiop' }, 'ADMIN_PASSWORD'], // long enough, but common
    [{ SEED_DEMO: 'talvez' }, 'SEED_DEMO'],
    [{ PUBLIC_URL: 'ftp://site' }, 'PUBLIC_URL'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ REDIS_KEY_PREFIX: 'com espaço' }, 'REDIS_KEY_PREFIX'],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'Maiúsculas_Não' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'fotos', S3_ACCESS_KEY_ID: 'chave' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'fotos', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false' }, 'S3_PUBLIC_URL'],
    [{ AD_EXTRA_ORIGINS: 'https://ads.example, http://inseguro.example' }, 'AD_EXTRA_ORIGINS'],
  ])('stops on %j with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as ConfigError).variable).toBe(variable);
      expect((err as Error).message).toContain(variable);
    }
  });

  it('says why ADMIN_PASSWORD is refused, in the words of the password policy', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.com', ADMIN_PASSWORD: '1234567890' })).toThrow(
      'Configuração inválida: ADMIN_PASSWORD não é aceita: Essa senha é muito comum. Escolha outra.',
    );
  });

  it('says which extra advertising origin is refused, and why', () => {
    expect(() => loadConfig({ AD_EXTRA_ORIGINS: 'https://ads.example https://ads.example/tag.js' })).toThrow(
      'Configuração inválida: AD_EXTRA_ORIGINS não é aceita: "https://ads.example/tag.js" deve ser só https://host[:porta]',
    );
  });

  it('reads valid values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'mysql://u:p@db:3306/receitas',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'https://receitas.com.br/',
      ADMIN_EMAIL: ' Admin@Site.com ',
      ADMIN_PASSWORD: 'uma-senha-boa',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'mysql://u:p@db:3306/receitas',
      seedDemo: false,
      publicUrl: 'https://receitas.com.br',
      adminEmail: 'admin@site.com',
    });
  });

  it('shares nothing and keeps uploads on disk unless Redis and a bucket are named', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, redisKeyPrefix: 'receitas:', s3: undefined });
  });

  it('reads Redis and an S3-compatible bucket', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://:senha@cache:6379/0',
      REDIS_KEY_PREFIX: 'site-b:',
      S3_BUCKET: 'receitas-fotos',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_ACCESS_KEY_ID: 'chave',
      S3_SECRET_ACCESS_KEY: 'segredo',
    });
    expect(config).toMatchObject({
      redisUrl: 'redis://:senha@cache:6379/0',
      redisKeyPrefix: 'site-b:',
      s3: {
        bucket: 'receitas-fotos',
        region: 'us-east-1',
        endpoint: 'http://minio:9000/',
        forcePathStyle: true,
        publicUrl: 'http://minio:9000/receitas-fotos',
      },
    });
    expect(loadConfig({ S3_BUCKET: 'fotos', S3_REGION: 'sa-east-1' }).s3).toMatchObject({
      forcePathStyle: false,
      publicUrl: 'https://fotos.s3.sa-east-1.amazonaws.com',
    });
    expect(loadConfig({ S3_BUCKET: 'fotos', S3_PUBLIC_URL: 'https://cdn.receitas.com.br/' }).s3?.publicUrl).toBe(
      'https://cdn.receitas.com.br',
    );
  });
});
