// The Redis the tests may use: TEST_REDIS_URL (CI sets it; Redis runs on these machines). Unset, the Redis cases skip.
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;
export const onRedis = TEST_REDIS_URL !== undefined;
