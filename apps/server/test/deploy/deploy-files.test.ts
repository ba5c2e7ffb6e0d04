import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MEDIA_MAX_CLIP_BYTES, loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../app';
import {
  composeSchemaValidator,
  dockerIgnored,
  npmProject,
  parseYamlDocuments,
  readEnvFile,
  readRepoFile,
  repoPathExists,
  serverDependencies,
  serverEnvNames,
  webBuildEnvNames,
} from './deploy-files';
import { dockerfileProblems, parseDockerfile, type Repository } from './dockerfile-checks';
import {
  kubernetesFiles,
  kubernetesProblem,
  locationFor,
  nginxBlocks,
  nginxBytes,
  objectOf,
} from './manifests';

/*
 * The production files of deploy/ (issue 20 item 6) cannot run here: no container runtime, no
 * cluster. So each is checked by the schema of the tool that reads it, and against the code it starts:
 * the files it copies, the scripts it runs, the variables it sets (the server's own loadConfig must
 * accept them), the health route it probes. Each check is also shown failing on a broken copy.
 */

/** What several instances need alike: one database, one token secret, one address, one file store. */
const REQUIRED = ['DATABASE_URL', 'JWT_SECRET', 'PUBLIC_URL', 'TRUST_PROXY', 'STORAGE_DIR'];

const SERVER_ENV = serverEnvNames();
const KNOWN_ENV = new Set(SERVER_ENV);
const unknownNames = (names: Iterable<string>) => [...names].filter((name) => !KNOWN_ENV.has(name));

const DOCKERFILE = readRepoFile('deploy/Dockerfile');
const DOCKERIGNORE = readRepoFile('.dockerignore');
const npm = npmProject();
const repo: Repository = {
  exists: repoPathExists,
  ignored: (relative) => dockerIgnored(DOCKERIGNORE, relative),
  scripts: npm.scripts,
  workspaces: npm.workspaces,
  runtimeModules: serverDependencies(),
};

/** The runtime stage's ENV: what every container starts with before compose or Kubernetes add theirs. */
function imageEnv(): Record<string, string> {
  const runtime = parseDockerfile(DOCKERFILE).stages.at(-1)!;
  const pairs = runtime.instructions
    .filter((entry) => entry.keyword === 'ENV')
    .flatMap((entry) => entry.args.map((arg) => arg.split('=') as [string, string]));
  return Object.fromEntries(pairs);
}

describe('deploy/Dockerfile', () => {
  it('builds in named stages and runs the copied server as a non-root user with a health check', () => {
    expect(dockerfileProblems(DOCKERFILE, repo)).toEqual([]);
  });

  it('reports a root user, missing sources, an unknown script, a dev-only start module and a wrong probe', () => {
    const broken = DOCKERFILE.replace('USER 1000:1000', 'USER root')
      .replace('COPY apps/server/src apps/server/src', 'COPY apps/server/sources apps/server/src')
      .replace('npm run build:web', 'npm run build:webapp')
      .replace('"--import", "tsx"', '"--import", "vitest"')
      .replace('--from=build ', '--from=builder ')
      .replace('/api/health', '/api/status');
    expect(dockerfileProblems(broken, repo)).toEqual(
      expect.arrayContaining([
        'the image runs as root',
        'COPY apps/server/sources: not in the repository',
        'RUN npm run build:webapp: no such script in package.json',
        "--import vitest: not one of the server's dependencies",
        'COPY --from=builder: no earlier stage of that name',
        'the HEALTHCHECK does not ask /api/health',
        "apps/server/src/main.ts: not copied into the image's last stage",
      ]),
    );
  });

  it('starts from the Node.js major that package.json requires', () => {
    const engines = (JSON.parse(readRepoFile('package.json')) as { engines: { node: string } }).engines.node;
    const major = /\d+/.exec(engines)![0];
    expect(parseDockerfile(DOCKERFILE).globalArgs.get('NODE_IMAGE')).toMatch(new RegExp(`^node:${major}-`));
  });

  it('leaves installed, built and local data, history and secrets out of the build context', () => {
    for (const excluded of [
      'node_modules',
      'apps/web/node_modules',
      'apps/web/dist',
      'data',
      '.git',
      'deploy/.env',
    ]) {
      expect(dockerIgnored(DOCKERIGNORE, excluded), excluded).toBe(true);
    }
    for (const kept of ['apps/server/src', 'packages/domain/src', 'package-lock.json', 'deploy/Dockerfile']) {
      expect(dockerIgnored(DOCKERIGNORE, kept), kept).toBe(false);
    }
  });

  it('sets only variables the server reads, and build arguments only the web build reads', () => {
    expect(unknownNames(Object.keys(imageEnv()))).toEqual([]);
    const buildArgs = parseDockerfile(DOCKERFILE)
      .stages.flatMap((stage) => stage.instructions)
      .filter((entry) => entry.keyword === 'ARG')
      .map((entry) => entry.args[0]!.split('=')[0]!);
    const web = webBuildEnvNames();
    expect(buildArgs.length).toBeGreaterThan(0);
    expect(buildArgs.filter((name) => !web.has(name))).toEqual([]);
  });
});

// biome-ignore lint/suspicious/noExplicitAny: compose data is checked by its schema before it is walked
type Compose = { services: Record<string, any>; volumes: Record<string, unknown> };

const ENV_EXAMPLE = readEnvFile(readRepoFile('deploy/.env.example'));
const COMPOSE_TEXT = readRepoFile('deploy/compose.yaml');
const compose = parseYamlDocuments(COMPOSE_TEXT)[0] as Compose;
/** ${NAME}, ${NAME:?message}, ${NAME:-default}: what compose fills in from deploy/.env. */
const INTERPOLATION = /\$\{([A-Z][A-Z0-9_]*)(?::?[-?][^}]*)?\}/g;

function interpolate(value: string): string {
  return value.replace(INTERPOLATION, (_whole, name: string) => {
    const filled = ENV_EXAMPLE.values.get(name);
    if (filled === undefined)
      throw new Error(`compose.yaml uses \${${name}}, which deploy/.env.example does not set`);
    return filled;
  });
}

/** One app service's environment as its container sees it: image, then env_file, then environment. */
function serviceEnv(service: { env_file: string[]; environment: Record<string, string> }) {
  expect(service.env_file).toEqual(['.env']);
  const own = Object.fromEntries(
    Object.entries(service.environment).map(([name, value]) => [name, interpolate(String(value))]),
  );
  return { ...imageEnv(), ...Object.fromEntries(ENV_EXAMPLE.values), ...own };
}

describe('deploy/compose.yaml', () => {
  const validate = composeSchemaValidator();

  it('is a valid file by the Compose Specification schema, and a broken one is not', () => {
    expect(validate(compose), JSON.stringify(validate.errors)).toBe(true);
    const broken = structuredClone(compose);
    broken.services.app1.depends_on.postgres.condition = 'service_ready';
    expect(validate(broken)).toBe(false);
  });

  it('starts PostgreSQL 16, migrates once, then two instances of one image, then nginx, each on health', () => {
    const { postgres, migrate, app1, app2, nginx } = compose.services;
    expect(postgres.image).toMatch(/^postgres:16\b/);
    expect(postgres.healthcheck.test.join(' ')).toContain('pg_isready');
    expect(postgres.volumes).toEqual(['pgdata:/var/lib/postgresql/data']);
    for (const app of [migrate, app1, app2]) {
      expect(app.image).toBe('armada:latest');
      expect(app.build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
    }
    for (const app of [app1, app2]) {
      expect(app.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        migrate: { condition: 'service_completed_successfully' },
      });
    }
    expect(migrate.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(nginx.depends_on).toEqual({
      app1: { condition: 'service_healthy' },
      app2: { condition: 'service_healthy' },
    });
    expect(nginx.volumes).toContain('./nginx.conf:/etc/nginx/nginx.conf:ro');
  });

  it("gives both instances the same settings, which the server's own configuration accepts", () => {
    const { app1, app2 } = compose.services;
    const env = serviceEnv(app1);
    expect(serviceEnv(app2)).toEqual(env);
    for (const name of REQUIRED) expect(env[name], name).toBeTruthy();
    const config = loadConfig(env);
    expect(config.database.kind).toBe('postgres');
    // nginx is the one hop in front (nginx.conf); more would let a client pick its own address.
    expect(config.trustProxy).toBe(1);
    const uploads = app1.volumes.find((volume: string) => volume.startsWith('uploads:'));
    expect(uploads).toBe(`uploads:${config.storageDir}`);
    expect(app2.volumes).toEqual(app1.volumes);
    expect(unknownNames(Object.keys(app1.environment))).toEqual([]);
  });

  it('runs the same migration command as the Kubernetes Job', () => {
    const job = objectOf(kubernetesFiles(), 'Job');
    expect(compose.services.migrate.command).toEqual(job.spec.template.spec.containers[0].command);
  });

  it('names in .env.example only what the server reads or compose fills in', () => {
    const interpolated = new Set([...COMPOSE_TEXT.matchAll(INTERPOLATION)].map((match) => match[1]!));
    expect(
      [...ENV_EXAMPLE.values.keys()].filter((name) => !KNOWN_ENV.has(name) && !interpolated.has(name)),
    ).toEqual([]);
    expect(unknownNames(ENV_EXAMPLE.commented)).toEqual([]);
    expect(ENV_EXAMPLE.commented).toContain('STORAGE_S3_BUCKET');
  });
});

const NGINX_CONF = readRepoFile('deploy/nginx.conf');

describe('deploy/nginx.conf', () => {
  const blocks = nginxBlocks(NGINX_CONF);
  const appPort = imageEnv().PORT;

  it("balances round robin over both instances on the app's port", () => {
    const upstream = blocks.find((block) => block.kind === 'upstream' && block.name === 'armada_app');
    const servers = [...(upstream?.body ?? '').matchAll(/^\s*server\s+(\S+);/gm)].map((match) => match[1]);
    expect(servers).toEqual([`app1:${appPort}`, `app2:${appPort}`]);
    expect(upstream?.body).not.toMatch(/\b(ip_hash|least_conn|hash|random)\b/);
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['app1', 'app2']));
  });

  it('passes the client address in X-Forwarded-For from every proxied location', () => {
    const proxied = blocks.filter((block) => block.kind === 'location' && block.body.includes('proxy_pass'));
    expect(proxied.length).toBeGreaterThan(0);
    for (const block of proxied) {
      expect(block.body, block.name).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    }
  });

  it('upgrades /ws and /ws/voice to WebSockets', () => {
    for (const socketPath of ['/ws', '/ws/voice']) {
      const location = locationFor(blocks, socketPath);
      expect(location?.body, socketPath).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
      expect(location?.body, socketPath).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
      expect(location?.body, socketPath).toMatch(/proxy_http_version 1\.1;/);
    }
    expect(locationFor(blocks, '/api/health')?.body).not.toMatch(/Upgrade/);
  });

  it('takes a request body as large as the largest dashcam clip the app accepts', () => {
    const size = /client_max_body_size\s+(\S+);/.exec(NGINX_CONF)?.[1];
    expect(nginxBytes(size ?? '1m')).toBeGreaterThanOrEqual(DEFAULT_MEDIA_MAX_CLIP_BYTES);
  });

  // Debian's nginx-light, installed by .ci/run: required in CI, skipped where it is not installed.
  const nginx = '/usr/sbin/nginx';
  const runNginx = existsSync(nginx) || process.env.CI === 'true';
  let folder = '';
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'armada-nginx-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  /** nginx -t on a copy whose upstream names are loopback: compose's names resolve only in compose. */
  const nginxTest = (text: string) => {
    const file = path.join(folder, 'nginx.conf');
    writeFileSync(file, text.replace(/\bserver app\d+:/g, 'server 127.0.0.1:'));
    return spawnSync(nginx, ['-t', '-q', '-p', folder, '-e', 'stderr', '-c', file], { encoding: 'utf8' });
  };

  it.runIf(runNginx)('passes nginx -t, and a misspelt directive does not', () => {
    const real = nginxTest(NGINX_CONF);
    expect(real.error).toBeUndefined();
    expect(real.stderr).toBe('');
    expect(real.status).toBe(0);
    const broken = nginxTest(NGINX_CONF.replace('proxy_http_version 1.1;', 'proxy_http_versio 1.1;'));
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain('unknown directive "proxy_http_versio"');
  });
});

describe('deploy/kubernetes', () => {
  const files = kubernetesFiles();
  const deployment = objectOf(files, 'Deployment');
  const pod = deployment.spec.template.spec;
  const container = pod.containers[0];

  it('holds only objects the Kubernetes API schemas accept, and a broken one is refused', () => {
    expect(files.map((file) => file.file)).toEqual(
      expect.arrayContaining(['deployment.yaml', 'service.yaml', 'hpa.yaml', 'migrate-job.yaml']),
    );
    expect(files.flatMap((file) => file.objects.map(kubernetesProblem)).filter(Boolean)).toEqual([]);
    const broken = structuredClone(deployment);
    broken.spec.replicas = 'two';
    expect(kubernetesProblem(broken)).toContain('replicas must be integer');
    expect(kubernetesProblem({ ...deployment, apiVersion: 'apps/v1beta1' })).toContain('no model');
  });

  it('runs two replicas as a non-root user, probed on the health route, with resources set', () => {
    expect(deployment.spec.replicas).toBe(2);
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
    expect(container.securityContext).toMatchObject({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
    });
    const http = container.ports.find((port: { name: string }) => port.name === 'http');
    expect(String(http.containerPort)).toBe(imageEnv().PORT);
    for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
      expect(container[probe]?.httpGet, probe).toEqual({ path: '/api/health', port: 'http' });
    }
    expect(container.resources.requests).toMatchObject({
      cpu: expect.any(String),
      memory: expect.any(String),
    });
  });

  it('wires its objects by name: claim, ConfigMap and Secret to the pods, Service, autoscaler and Ingress', () => {
    const names = (kind: string) => objectOf(files, kind).metadata.name;
    const job = objectOf(files, 'Job').spec.template.spec.containers[0];
    for (const reader of [container, job]) {
      expect(reader.envFrom).toEqual([
        { configMapRef: { name: names('ConfigMap') } },
        { secretRef: { name: names('Secret') } },
      ]);
      expect(reader.image).toBe(container.image);
    }
    expect(pod.volumes).toContainEqual({
      name: 'uploads',
      persistentVolumeClaim: { claimName: names('PersistentVolumeClaim') },
    });
    const service = objectOf(files, 'Service');
    expect(deployment.spec.template.metadata.labels).toMatchObject(service.spec.selector);
    expect(deployment.spec.selector.matchLabels).toEqual(service.spec.selector);
    const hpa = objectOf(files, 'HorizontalPodAutoscaler').spec;
    expect(hpa.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: names('Deployment'),
    });
    expect(hpa.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.metrics[0].resource.name).toBe('cpu');
    const backend = objectOf(files, 'Ingress').spec.rules[0].http.paths[0].backend.service;
    expect(backend.name).toBe(service.metadata.name);
    expect(service.spec.ports.map((port: { name: string }) => port.name)).toContain(backend.port.name);
  });

  it("gives the pods settings the server's own configuration accepts", () => {
    const configMap = objectOf(files, 'ConfigMap').data ?? {};
    const secret = objectOf(files, 'Secret').stringData ?? {};
    const env = { ...imageEnv(), ...configMap, ...secret };
    for (const name of REQUIRED) expect(env[name], name).toBeTruthy();
    expect(unknownNames([...Object.keys(configMap), ...Object.keys(secret)])).toEqual([]);
    const config = loadConfig(env);
    expect(config.database.kind).toBe('postgres');
    expect(config.trustProxy).not.toBe(false);
    const uploads = container.volumeMounts.find((mount: { name: string }) => mount.name === 'uploads');
    expect(uploads.mountPath).toBe(config.storageDir);
  });

  it('runs the migrations with the file npm run migrate runs', () => {
    const command: string[] = objectOf(files, 'Job').spec.template.spec.containers[0].command;
    const migrateScript = (JSON.parse(readRepoFile('package.json')) as { scripts: Record<string, string> })
      .scripts.migrate;
    expect(migrateScript).toBe(`tsx ${command.at(-1)}`);
    expect(command.slice(0, -1)).toEqual(['node', '--import', 'tsx']);
    expect(repoPathExists(command.at(-1)!)).toBe(true);
  });
});

describe('the route the health checks probe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('answers 200 while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});
