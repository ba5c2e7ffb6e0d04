import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { parseYamlDocuments, REPO_ROOT, readRepoFile } from './deploy-files';

/*
 * deploy/kubernetes read as the API server would take it: each object checked by the kubernetes-models
 * class of its apiVersion and kind (the JSON schemas of the Kubernetes OpenAPI document), and nginx.conf
 * read far enough to find its upstreams and locations.
 */

type Validating = new (data: never) => { validate: () => void };

const MODELS: Record<string, Validating> = {
  'apps/v1 Deployment': Deployment,
  'autoscaling/v2 HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1 Job': Job,
  'networking.k8s.io/v1 Ingress': Ingress,
  'v1 ConfigMap': ConfigMap,
  'v1 PersistentVolumeClaim': PersistentVolumeClaim,
  'v1 Secret': Secret,
  'v1 Service': Service,
};

/** Only what the checks read; the model classes check the whole. */
export interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  // biome-ignore lint/suspicious/noExplicitAny: the models have validated the shape; tests walk it
  spec?: any;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

export interface KubernetesFile {
  file: string;
  objects: KubernetesObject[];
}

export function kubernetesFiles(): KubernetesFile[] {
  const folder = path.join(REPO_ROOT, 'deploy/kubernetes');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => ({
      file: name,
      objects: parseYamlDocuments(readRepoFile(`deploy/kubernetes/${name}`)) as KubernetesObject[],
    }));
}

/** The schema's complaint about an object, or null when its model accepts it. */
export function kubernetesProblem(object: KubernetesObject): string | null {
  const Model = MODELS[`${object.apiVersion} ${object.kind}`];
  if (!Model) return `${object.apiVersion} ${object.kind}: no model checks this kind`;
  try {
    new Model(object as never).validate();
    return null;
  } catch (error) {
    return `${object.kind} ${object.metadata?.name}: ${String(error)}`;
  }
}

export function objectOf(files: KubernetesFile[], kind: string): KubernetesObject {
  const found = files.flatMap((file) => file.objects).filter((object) => object.kind === kind);
  if (found.length !== 1) throw new Error(`expected one ${kind}, found ${found.length}`);
  return found[0]!;
}

export interface NginxBlock {
  kind: 'upstream' | 'location';
  name: string;
  body: string;
}

/** nginx.conf's upstream and location blocks; neither holds a nested block in ours. */
export function nginxBlocks(text: string): NginxBlock[] {
  const withoutComments = text.replace(/#.*$/gm, '');
  return [...withoutComments.matchAll(/\b(upstream|location)\s+([^\s{]+)\s*\{([^{}]*)\}/g)].map((match) => ({
    kind: match[1] as NginxBlock['kind'],
    name: match[2]!,
    body: match[3]!,
  }));
}

/** The location nginx picks for a path among prefix locations: the longest matching prefix. */
export function locationFor(blocks: NginxBlock[], requestPath: string): NginxBlock | undefined {
  return blocks
    .filter((block) => block.kind === 'location' && requestPath.startsWith(block.name))
    .sort((a, b) => b.name.length - a.name.length)[0];
}

/** An nginx size (`25m`, `512k`, `1048576`) in bytes. */
export function nginxBytes(size: string): number {
  const match = /^(\d+)([kKmMgG]?)$/.exec(size);
  if (!match) throw new Error(`not an nginx size: ${size}`);
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[
    match[2]!.toLowerCase() as '' | 'k' | 'm' | 'g'
  ];
  return Number(match[1]) * unit;
}
