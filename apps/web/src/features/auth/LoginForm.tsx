import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import { type FieldProblem, fieldErrorMessage, type LoginRequest } from '@armada/domain';
import { useMutation } from '@tanstack/react-query';
import {
  type ChangeEvent,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api/api-error';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { login, preloadSessionSchemas } from '../../platform/session/api';
import { useSession } from '../../platform/session/session-context';
import { BootAlert } from '../../shared/boot-ui/BootAlert';
import { BootIcon } from '../../shared/boot-ui/BootIcon';

type Field = keyof LoginRequest;
const FIELDS: readonly Field[] = ['email', 'password'];

/** A field's message: the rule's code (shown in the language of the moment) or the server's text. */
type FieldMessage = Pick<FieldProblem, 'code' | 'params'> | { text: string };
type FieldMessages = Partial<Record<Field, FieldMessage>>;

const loadValidation = () => import('./login-validation');

async function clientMessages(values: LoginRequest): Promise<FieldMessages> {
  const validation = await loadValidation().catch(() => null);
  // Its code not fetched (a line that just dropped): the server checks the same rules and answers.
  if (!validation) return {};
  const { loginProblems } = validation;
  const messages: FieldMessages = {};
  for (const problem of loginProblems(values)) {
    const field = FIELDS.find((name) => name === problem.field);
    if (field) messages[field] = problem;
  }
  return messages;
}

/** The server's field messages of a refused login (a 400's `errors[]`, already in the UI language). */
function serverMessages(error: unknown): FieldMessages {
  const messages: FieldMessages = {};
  if (!isApiError(error)) return messages;
  for (const problem of error.fieldErrors) {
    const field = FIELDS.find((name) => name === problem.field);
    if (field && !messages[field]) messages[field] = { text: problem.message };
  }
  return messages;
}

/**
 * The login form, drawn without antd or a form library (issue 23 item 1: the login page's first load
 * stays small on a phone's slow line). The rules are the domain's schema, fetched once the page shows;
 * as with the app's other forms, fields are checked on sending and again on each change after that.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { signIn } = useSession();
  const [values, setValues] = useState<LoginRequest>({ email: '', password: '' });
  const [messages, setMessages] = useState<FieldMessages>({});
  const [sent, setSent] = useState(false);
  const [passwordShown, setPasswordShown] = useState(false);
  const inputs: Record<Field, RefObject<HTMLInputElement | null>> = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  // Only the latest check's answer counts: an earlier one may resolve after it.
  const lastCheck = useRef(0);

  const focusFirst = (found: FieldMessages) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs[first].current?.focus();
  };
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => signIn(token, user),
    onError: (error) => {
      const found = serverMessages(error);
      setMessages(found);
      focusFirst(found);
    },
  });

  useEffect(() => {
    // Fetched while the user types, so sending waits for no code on a slow line.
    void loadValidation().catch(() => undefined);
    preloadSessionSchemas();
  }, []);

  const check = async (next: LoginRequest) => {
    const id = ++lastCheck.current;
    const found = await clientMessages(next);
    if (id === lastCheck.current) setMessages(found);
    return found;
  };

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (sent) void check(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setSent(true);
    const found = await check(values);
    if (Object.keys(found).length > 0) return focusFirst(found);
    mutation.mutate(values);
  };

  const messageOf = (field: Field): string | undefined => {
    const message = messages[field];
    if (!message) return undefined;
    return 'text' in message ? message.text : fieldErrorMessage(message.code, language, message.params);
  };
  const failure = isApiError(mutation.error) ? mutation.error.message : null;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('auth.login.title')}>
      {failure && <BootAlert type="error" message={failure} />}
      <LoginField
        label={t('auth.login.email')}
        message={messageOf('email')}
        icon={<BootIcon icon={MailOutlined} />}
        input={{
          ref: inputs.email,
          type: 'email',
          autoComplete: 'username',
          inputMode: 'email',
          placeholder: t('auth.login.emailPlaceholder'),
          value: values.email,
          onChange: change('email'),
        }}
      />
      <LoginField
        label={t('auth.login.password')}
        message={messageOf('password')}
        icon={<BootIcon icon={LockOutlined} />}
        input={{
          ref: inputs.password,
          type: passwordShown ? 'text' : 'password',
          autoComplete: 'current-password',
          value: values.password,
          onChange: change('password'),
        }}
        after={
          <button
            type="button"
            className="boot-input-toggle"
            aria-label={passwordShown ? t('auth.login.hidePassword') : t('auth.login.showPassword')}
            aria-pressed={passwordShown}
            onClick={() => setPasswordShown((shown) => !shown)}
          >
            <BootIcon icon={passwordShown ? EyeOutlined : EyeInvisibleOutlined} />
          </button>
        }
      />
      <button
        type="submit"
        className="boot-button boot-button-primary boot-button-large"
        aria-busy={mutation.isPending}
      >
        {mutation.isPending && <span className="boot-spinner boot-spinner-small" aria-hidden="true" />}
        {t('auth.login.submit')}
      </button>
    </form>
  );
}

interface LoginFieldProps {
  label: string;
  message: string | undefined;
  icon: ReactNode;
  input: InputHTMLAttributes<HTMLInputElement> & { ref: RefObject<HTMLInputElement | null> };
  after?: ReactNode;
}

/** A labelled input with its message under it, announced as the input's description. */
function LoginField({ label, message, icon, input, after }: LoginFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="boot-field">
      <label htmlFor={id}>{label}</label>
      <div className={`boot-input${message ? ' boot-input-invalid' : ''}`}>
        {icon}
        <input
          {...input}
          id={id}
          aria-required
          aria-invalid={message !== undefined}
          aria-describedby={message ? errorId : undefined}
        />
        {after}
      </div>
      {message && (
        <div id={errorId} className="boot-field-error">
          {message}
        </div>
      )}
    </div>
  );
}
