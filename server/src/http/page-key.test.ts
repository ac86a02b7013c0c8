import { pageKeyOf } from './page-key';

const key = (url: string) => pageKeyOf({ path: url.split('?')[0], originalUrl: url });

describe('pageKeyOf', () => {
  it('keeps the parameters the page reads, drops the rest', () => {
    expect(key('/category/3?page=2&utm_source=x')).toBe('/category/3?page=2');
    expect(key('/recipes/1?fbclid=abc')).toBe('/recipes/1');
    // the login page renders a mailed sign-in link's offer, so the link is part of what it shows
    expect(key('/login?link=s3cr3t&utm_medium=email')).toBe('/login?link=s3cr3t');
  });
});
