import type { Handler } from '../../handler.js';
import { notImplemented } from '../notImplemented.js';

export const triggerFlow: Handler<'triggerFlow'> = async () => notImplemented('POST /v1/flows/{id}/trigger');
