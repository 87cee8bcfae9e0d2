// The GraphQL documents this connector sends, one named operation each (the name is how throttling, logs and the
// local server tell them apart). Lists are read in id order with cursor pagination; `query` narrows them to
// objects updated since a time. Nested lists (variants, line items, inventory levels) come with their parents,
// and the rest of a long one is fetched through its parent's id.

const PAGE_INFO = 'pageInfo { hasNextPage endCursor }';

export const CUSTOMERS = `query SluiceCustomers($first: Int!, $after: String, $query: String) {
  customers(first: $first, after: $after, query: $query, sortKey: ID) {
    ${PAGE_INFO}
    nodes {
      id firstName lastName updatedAt
      defaultEmailAddress { emailAddress marketingState }
      defaultPhoneNumber { phoneNumber }
      defaultAddress { company }
    }
  }
}`;

const VARIANT = 'id title sku price updatedAt';

export const PRODUCTS = `query SluiceProducts($first: Int!, $after: String, $query: String, $variants: Int!) {
  shop { currencyCode }
  products(first: $first, after: $after, query: $query, sortKey: ID) {
    ${PAGE_INFO}
    nodes {
      id title description status updatedAt
      variants(first: $variants) { ${PAGE_INFO} nodes { ${VARIANT} } }
    }
  }
}`;

export const PRODUCT_VARIANTS = `query SluiceProductVariants($id: ID!, $first: Int!, $after: String) {
  product(id: $id) { variants(first: $first, after: $after) { ${PAGE_INFO} nodes { ${VARIANT} } } }
}`;

export const DELETED_PRODUCTS = `query SluiceDeletedProducts($first: Int!, $after: String, $query: String) {
  deletionEvents(first: $first, after: $after, query: $query, subjectTypes: [PRODUCT], sortKey: ID) {
    ${PAGE_INFO}
    nodes { subjectId subjectType occurredAt }
  }
}`;

const MONEY = 'shopMoney { amount currencyCode }';
const LINE = `id name sku quantity variant { id } originalUnitPriceSet { ${MONEY} } discountedTotalSet { ${MONEY} }`;

export const ORDERS = `query SluiceOrders($first: Int!, $after: String, $query: String, $lines: Int!) {
  orders(first: $first, after: $after, query: $query, sortKey: ID) {
    ${PAGE_INFO}
    nodes {
      id name createdAt processedAt updatedAt cancelledAt displayFinancialStatus displayFulfillmentStatus
      totalPriceSet { ${MONEY} }
      lineItems(first: $lines) { ${PAGE_INFO} nodes { ${LINE} } }
      fulfillments(first: 50) { id status displayStatus createdAt updatedAt inTransitAt deliveredAt trackingInfo(first: 1) { company number } }
    }
  }
}`;

export const ORDER_LINES = `query SluiceOrderLines($id: ID!, $first: Int!, $after: String) {
  order(id: $id) { lineItems(first: $first, after: $after) { ${PAGE_INFO} nodes { ${LINE} } } }
}`;

const LEVEL = 'id updatedAt location { name } quantities(names: ["on_hand", "available"]) { name quantity }';

export const INVENTORY = `query SluiceInventory($first: Int!, $after: String, $levels: Int!) {
  inventoryItems(first: $first, after: $after) {
    ${PAGE_INFO}
    nodes { id sku variant { id } inventoryLevels(first: $levels) { ${PAGE_INFO} nodes { ${LEVEL} } } }
  }
}`;

export const INVENTORY_LEVELS = `query SluiceInventoryLevels($id: ID!, $first: Int!, $after: String) {
  inventoryItem(id: $id) { inventoryLevels(first: $first, after: $after) { ${PAGE_INFO} nodes { ${LEVEL} } } }
}`;

/** The name of the operation a document defines. */
export function operationName(document: string): string {
  return /^query (\w+)/.exec(document)![1]!;
}
