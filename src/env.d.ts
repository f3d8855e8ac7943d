import type { InteractionOptions } from './directives/interaction';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first interaction; see src/directives/interaction.ts. */
    'client:interaction'?: InteractionOptions | boolean;
  }
}
