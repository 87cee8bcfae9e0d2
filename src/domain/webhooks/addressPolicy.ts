// The address classes moved to the egress policy (src/egress), which webhooks and connectors share.
export { refusedAddressClass } from '../../egress/addresses.js';
