import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { publicWebhookUrl } from '@/config/env';

/**
 * RTK Query api for the webhook calls of spec point 7. Every call posts JSON to the configured webhook
 * address (the same-origin relay by default); endpoints are added by the features that send requests.
 */
export const webhookApi = createApi({
  reducerPath: 'webhookApi',
  baseQuery: fetchBaseQuery({ baseUrl: publicWebhookUrl() }),
  endpoints: () => ({}),
});
