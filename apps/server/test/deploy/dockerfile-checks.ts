import { DockerfileParser, ModifiableInstruction } from 'dockerfile-ast';

/*
 * deploy/Dockerfile read instruction by instruction (dockerfile-ast, the parser of the Dockerfile
 * language server), and what a build needs of the repository: the files it copies, the npm scripts and
 * workspaces it names, the modules and files its start command loads.
 */

const KEYWORDS = new Set([
  'ADD',
  'ARG',
  'CMD',
  'COPY',
  'ENTRYPOINT',
  'ENV',
  'EXPOSE',
  'FROM',
  'HEALTHCHECK',
  'LABEL',
  'ONBUILD',
  'RUN',
  'SHELL',
  'STOPSIGNAL',
  'USER',
  'VOLUME',
  'WORKDIR',
]);

export interface Instruction {
  keyword: string;
  /** The arguments without the flags (`--from=build` is in flags). */
  args: string[];
  flags: Record<string, string>;
  /** The arguments as written (continuation lines joined), for the exec form's JSON. */
  text: string;
}

export interface Stage {
  name: string | null;
  image: string;
  instructions: Instruction[];
}

export interface Dockerfile {
  /** ARGs before the first FROM, with their defaults: what a FROM's ${NAME} means. */
  globalArgs: Map<string, string>;
  stages: Stage[];
  unknownKeywords: string[];
}

export function parseDockerfile(text: string): Dockerfile {
  const parsed = DockerfileParser.parse(text);
  const globalArgs = new Map<string, string>();
  const stages: Stage[] = [];
  const unknownKeywords: string[] = [];
  for (const instruction of parsed.getInstructions()) {
    const keyword = instruction.getKeyword().toUpperCase();
    const args = instruction.getArguments().map((argument) => argument.getValue());
    const flags =
      instruction instanceof ModifiableInstruction
        ? Object.fromEntries(instruction.getFlags().map((flag) => [flag.getName(), flag.getValue() ?? '']))
        : {};
    const entry = { keyword, args, flags, text: instruction.getArgumentsContent() ?? '' };
    if (!KEYWORDS.has(keyword)) unknownKeywords.push(keyword);
    if (keyword === 'FROM') {
      const stage = /\bAS\s+(\S+)/i.exec(entry.text);
      stages.push({ name: stage?.[1] ?? null, image: args[0] ?? '', instructions: [] });
    } else if (stages.length === 0 && keyword === 'ARG') {
      const [name, value] = (args[0] ?? '').split('=');
      globalArgs.set(name!, value ?? '');
    } else {
      stages.at(-1)?.instructions.push(entry);
    }
  }
  return { globalArgs, stages, unknownKeywords };
}

/** The exec form's array (`CMD ["node", ...]`), or null when the instruction is not valid JSON. */
export function execForm(text: string): string[] | null {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((part) => typeof part === 'string') ? value : null;
  } catch {
    return null;
  }
}

export interface Repository {
  exists: (relative: string) => boolean;
  ignored: (relative: string) => boolean;
  scripts: Set<string>;
  workspaces: Set<string>;
  /** What the runtime has installed: the server's dependencies, not its devDependencies. */
  runtimeModules: Set<string>;
}

function copyProblems(dockerfile: Dockerfile, repo: Repository): string[] {
  const problems: string[] = [];
  const earlier = new Set<string>();
  for (const stage of dockerfile.stages) {
    for (const { keyword, args, flags } of stage.instructions) {
      if (keyword !== 'COPY' && keyword !== 'ADD') continue;
      const from = flags.from;
      if (from !== undefined) {
        if (!earlier.has(from)) problems.push(`COPY --from=${from}: no earlier stage of that name`);
        continue;
      }
      for (const source of args.slice(0, -1)) {
        if (!repo.exists(source)) problems.push(`COPY ${source}: not in the repository`);
        else if (repo.ignored(source))
          problems.push(`COPY ${source}: left out of the context by .dockerignore`);
      }
    }
    if (stage.name) earlier.add(stage.name);
  }
  return problems;
}

function npmProblems(dockerfile: Dockerfile, repo: Repository): string[] {
  const problems: string[] = [];
  for (const stage of dockerfile.stages) {
    for (const { keyword, text } of stage.instructions) {
      if (keyword !== 'RUN') continue;
      for (const [, script] of text.matchAll(/npm run ([\w:-]+)/g)) {
        if (!repo.scripts.has(script!))
          problems.push(`RUN npm run ${script}: no such script in package.json`);
      }
      for (const [, workspace] of text.matchAll(/--workspace[= ](\S+)/g)) {
        if (!repo.workspaces.has(workspace!))
          problems.push(`RUN ... --workspace ${workspace}: no such workspace`);
      }
    }
  }
  return problems;
}

/** Problems of the stage that runs: user, health check, port, start command. */
function runtimeProblems(dockerfile: Dockerfile, repo: Repository): string[] {
  const runtime = dockerfile.stages.at(-1);
  if (!runtime) return ['no FROM'];
  const problems: string[] = [];
  const of = (keyword: string) => runtime.instructions.filter((entry) => entry.keyword === keyword);
  const user = of('USER').at(-1)?.args[0]?.split(':')[0];
  if (!user || user === 'root' || user === '0')
    problems.push(`the image runs as ${user ?? 'root (no USER)'}`);
  const healthcheck = of('HEALTHCHECK').at(-1)?.text ?? '';
  const probe = execForm(healthcheck.replace(/^.*?\bCMD\s+/s, ''));
  if (!probe) problems.push('no HEALTHCHECK CMD in the exec form');
  else if (!probe.join(' ').includes('/api/health'))
    problems.push('the HEALTHCHECK does not ask /api/health');
  const port = of('ENV')
    .flatMap((entry) => entry.args)
    .find((arg) => arg.startsWith('PORT='))
    ?.slice('PORT='.length);
  const exposed = of('EXPOSE').flatMap((entry) => entry.args);
  if (!port || !exposed.includes(port)) problems.push(`EXPOSE ${exposed.join(' ')} leaves out PORT ${port}`);
  const command = execForm(of('CMD').at(-1)?.text ?? '');
  if (!command) problems.push('no CMD in the exec form (node would not be PID 1)');
  problems.push(...startProblems(command ?? [], runtime, repo));
  return problems;
}

/** A start command's `--import` modules must be installed at run time and its files copied in. */
export function startProblems(command: string[], runtime: Stage, repo: Repository): string[] {
  const problems: string[] = [];
  command.forEach((part, index) => {
    if (command[index - 1] === '--import' && !repo.runtimeModules.has(part)) {
      problems.push(`--import ${part}: not one of the server's dependencies`);
    }
    if (!/\.[cm]?[jt]s$/.test(part)) return;
    if (!repo.exists(part)) problems.push(`${part}: not in the repository`);
    const copied = runtime.instructions.some(
      (entry) =>
        entry.keyword === 'COPY' &&
        entry.flags.from === undefined &&
        entry.args.slice(0, -1).some((source) => part === source || part.startsWith(`${source}/`)),
    );
    if (!copied) problems.push(`${part}: not copied into the image's last stage`);
  });
  return problems;
}

/** Everything wrong with a Dockerfile, as sentences; empty when it builds and runs as intended. */
export function dockerfileProblems(text: string, repo: Repository): string[] {
  const dockerfile = parseDockerfile(text);
  const problems = dockerfile.unknownKeywords.map((keyword) => `unknown instruction ${keyword}`);
  if (dockerfile.stages.length < 2) problems.push('a single stage: the build tools would ship');
  const unnamed = dockerfile.stages.slice(0, -1).filter((stage) => !stage.name);
  if (unnamed.length > 0) problems.push('a build stage without AS <name>');
  return [
    ...problems,
    ...copyProblems(dockerfile, repo),
    ...npmProblems(dockerfile, repo),
    ...runtimeProblems(dockerfile, repo),
  ];
}
