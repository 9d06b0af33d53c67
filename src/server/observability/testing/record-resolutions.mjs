// node --import ./record-resolutions.mjs: installs resolution-hooks.mjs before the program's first import.
import { register } from 'node:module';

register('./resolution-hooks.mjs', import.meta.url);
