/** Prometheus metrics of the server (prom-client), served apart from the public port. */
export { createMetrics, PREFIX, type AppMetrics, type MetricSources } from './metrics.ts';
export { observeRequests } from './http-metrics.ts';
export { formEndpoints, routeLabel, type FormEndpoints } from './route-label.ts';
export { countingSubmissions } from './stored-submissions.ts';
export { startMetricsServer, metricsApp, type MetricsServer } from './metrics-server.ts';
export { METRICS_SETTINGS_SCHEMA, metricsSettings, type MetricsSettings } from './settings.ts';
