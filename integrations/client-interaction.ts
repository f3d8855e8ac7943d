/**
 * `client:interaction` (src/directives/interaction.ts): islands whose HTML already works hydrate
 * when a visitor first reaches for them, so pages load no script until then.
 */
import type { AstroIntegration } from 'astro';

export default function interactionDirective(): AstroIntegration {
  return {
    name: 'ssmc:client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: './src/directives/interaction.ts' });
      },
    },
  };
}
