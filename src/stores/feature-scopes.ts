/**
 * What each feature keeps for the life of an app instance, by the feature's name. A feature adds
 * its own entry next to the state it keeps (the way a feature's words add to `FeatureWords`):
 *
 *     declare module '../../stores/feature-scopes' {
 *       interface FeatureScopes {
 *         consult: ConsultState
 *       }
 *     }
 *
 * and reaches it with `store.scope('consult', () => new ConsultState())` (RootStore): created on
 * first use, the same one after, gone with the root. A second feature taking the same name, or a
 * factory of another type, does not compile.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the features
export interface FeatureScopes {}

export type ScopeName = keyof FeatureScopes

/** A scoped value that holds something open (a socket, a timer) lets it go when the root is disposed. */
export interface Disposable {
  dispose(): void
}
