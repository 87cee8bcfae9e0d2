// Loaded with `node --import` into a process that runs a plugin's code outside a plugin process (its own tests, run
// by `sluice connector test`): its `@sluice/connector-sdk` imports resolve to the SDK this Sluice ships, as they do
// in a plugin process, whether or not the plugin's folder links one.
import { register } from 'node:module';

register('./sdkResolve.js', import.meta.url, { data: { hostURL: import.meta.url } });
