import type { NativeFeature } from './directives/interaction';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first interaction; see src/directives/interaction.ts. */
    'client:interaction'?: readonly NativeFeature[] | boolean;
  }
}
