import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createEngines } from '../../../server/studios/create-studio-engines';
import { StartupError } from '../../../server/startup-error';
import { STUDIO_MODULES } from '../../../server/studios/studio-modules';

const configWith = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', ...env });

describe('createEngines', () => {
  it('runs try-on on the local engine by default, and on fal with a key', () => {
    expect(createEngines(configWith({}))['virtual-tryon']).toMatchObject({
      name: 'local',
      quality: 'preview',
    });
    expect(
      createEngines(configWith({ AI_ENGINE_VIRTUAL_TRYON: 'fal', FAL_KEY: 'id:secret' }))[
        'virtual-tryon'
      ],
    ).toMatchObject({ name: 'fal', quality: 'standard' });
  });

  it('makes an engine for each studio module, and for no other studio', () => {
    const engines = createEngines(configWith({}));

    expect(Object.keys(engines).sort()).toEqual(
      STUDIO_MODULES.map((studio) => studio.service).sort(),
    );
  });

  it('stops the start with a clear message for fal without a key', () => {
    expect(() => createEngines(configWith({ AI_ENGINE: 'fal' }))).toThrow(StartupError);
    expect(() => createEngines(configWith({ AI_ENGINE: 'fal' }))).toThrow(
      'AI_ENGINE_VIRTUAL_TRYON is fal (or AI_ENGINE is), which needs FAL_KEY',
    );
  });
});
