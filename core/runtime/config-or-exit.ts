import { ConfigError, loadConfig, type Config } from '../config';

/**
 * The configuration of an entry point (npm start, the API, the worker, the sandbox). A wrong value
 * prints the sentence naming every wrong variable and exits 1: a stack trace after it would only
 * bury the one line the person needs.
 */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
