/** Build step: writes dist/pgdata-seed/ (see db/seed-image.ts). */
import { SEED_IMAGE_DIR, writeSeedImage } from '../db/seed-image.ts';

const started = performance.now();
await writeSeedImage();
console.log(`wrote ${SEED_IMAGE_DIR} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
