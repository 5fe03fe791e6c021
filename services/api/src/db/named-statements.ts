import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Distinct statement texts that get a name; past this, statements run unnamed as before. */
const MAX_NAMED = 2000;
const names = new Map<string, string>();

const nameOf = (text: string): string | undefined => {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `a${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
};

/**
 * Makes every parameterised statement of a pooled connection a named prepared statement:
 * node-postgres parses a named statement once per connection and then only binds and executes
 * it, and PostgreSQL can keep its plan (a generic plan once it is as cheap as a custom one), so
 * the hot path of a payment stops paying parse and plan time on every request. The name is a
 * hash of the text: one text, one name, on every connection. Statements without parameters
 * (migrations, BEGIN, COMMIT) are left as they are, since they may hold several statements.
 * Needs a session-level connection to PostgreSQL (not a transaction-pooling proxy).
 */
export function nameStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (config: unknown, values?: unknown, callback?: unknown) => {
    if (
      config !== null &&
      typeof config === 'object' &&
      'text' in config &&
      typeof config.text === 'string' &&
      !('name' in config && config.name) &&
      Array.isArray(values) &&
      values.length > 0
    ) {
      const name = nameOf(config.text);
      if (name) return query({ ...config, name }, values, callback);
    }
    return query(config, values, callback);
  };
  client.query = named as typeof client.query;
}
