import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createEngines } from '../../../server/engines/create-engines';
import { StartupError } from '../../../server/startup-error';

const configWith = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', ...env });

describe('createEngines', () => {
  it('runs try-on on the local engine by default, and on fal with a key', () => {
    expect(createEngines(configWith({})).tryOn).toMatchObject({
      name: 'local',
      quality: 'preview',
    });
    expect(
      createEngines(configWith({ AI_ENGINE_VIRTUAL_TRYON: 'fal', FAL_KEY: 'id:secret' })).tryOn,
    ).toMatchObject({ name: 'fal', quality: 'standard' });
  });

  it('stops the start with a clear message for fal without a key and for replicate', () => {
    expect(() => createEngines(configWith({ AI_ENGINE: 'fal' }))).toThrow(StartupError);
    expect(() => createEngines(configWith({ AI_ENGINE_VIRTUAL_TRYON: 'replicate' }))).toThrow(
      /Replicate is not supported yet/,
    );
  });
});
