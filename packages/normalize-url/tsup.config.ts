export { default } from '../../tsup.shared.js';
