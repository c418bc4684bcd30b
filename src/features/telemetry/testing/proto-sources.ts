// The official definitions as text, for unit tests (Vite's ?raw). The e2e suite reads the
// same files with node:fs.
import common from "./proto/common.proto?raw";
import logs from "./proto/logs.proto?raw";
import logsService from "./proto/logs_service.proto?raw";
import resource from "./proto/resource.proto?raw";

export const protoSources = [common, resource, logs, logsService];
