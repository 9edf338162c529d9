/** The version the API reports (health, OpenAPI): package.json's, so a release bumps one place. */
import packageJson from '../package.json' with { type: 'json' };

export const APP_VERSION: string = packageJson.version;
