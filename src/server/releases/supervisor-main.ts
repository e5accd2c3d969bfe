import path from 'node:path';
import { probationFrom } from './releases';
import { supervise } from './supervisor';

// A release's bundle lies in releases/<id>/server: the releases folder, with its `current` link, is two levels up.
supervise(process.env.RELEASES_DIR ?? path.resolve(__dirname, '..', '..'), probationFrom(process.env));
