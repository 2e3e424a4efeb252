/**
 * The development e-badge key pair (Ed25519): `npm start`, the tests and the browser / mini-program
 * harnesses sign with it, and the app's dev builds carry its public key (config/app-config.ts,
 * BADGE_PUBLIC_KEY). It is public, so it proves nothing: a deployment sets BADGE_SIGNING_KEY and
 * builds the app with the matching BADGE_PUBLIC_KEY (server/README.md, "E-badges").
 */
export const DEV_BADGE_SEED = 'Ycm9bT2AdFeTtVPfc2SBQuKKv-EzKbxf4GmgkunIvZA'
export const DEV_BADGE_PUBLIC_KEY = 'FcxkuUkkGtuH6v_PCYBiXTlglMrCvtAUsMimynKtCzA'
