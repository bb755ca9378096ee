import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestBody, serveOnLoopback } from '../loopback';

/**
 * A fake Tencent Cloud SMS for tests, answering SendSms (API 2021-01-11) as the real one does.
 * It recomputes every request's TC3-HMAC-SHA256 signature with the SecretKey it holds
 * (AuthFailure.SignatureFailure otherwise), checks the SDK app, signature name, template and
 * the count of its parameters, and answers each number in SendStatusSet: `Ok`, or the refusal
 * it was told to give that number. Every answer is HTTP 200, errors included, as Tencent's are.
 */

export interface FakeTencentOptions {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  /** Approved templates and how many parameters each takes. */
  templates: Record<string, number>;
}

/** One SendSms as received, after its signature checked out. */
export interface TencentSendSms {
  secretId: string;
  /** The service the request was signed for, from its credential scope. */
  service: string;
  region: string;
  PhoneNumberSet: string[];
  SmsSdkAppId: string;
  SignName: string;
  TemplateId: string;
  TemplateParamSet: string[];
}

export interface FakeTencentSms {
  /** `http://127.0.0.1:port`, for SMS_ENDPOINT. */
  endpoint: string;
  received: TencentSendSms[];
  /** Requests refused before reading them, by error code. */
  rejected: string[];
  /** The last message to a mainland number (11 digits): its template and parameters. */
  lastText(mobile: string): { template: string; params: string[] } | undefined;
  /** Answers this number (+86…) with this SendStatus code from now on. */
  refuse(phone: string, code: string): void;
  /** Refuses every request as a whole with this error code from now on (undefined: stop). */
  failAll(code: string | undefined): void;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** `TC3-HMAC-SHA256 Credential=id/date/service/tc3_request, SignedHeaders=…, Signature=…`. */
function authorizationOf(header: string | undefined) {
  const match =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      header ?? '',
    );
  if (!match) return undefined;
  const [, secretId = '', date = '', service = '', signedHeaders = '', signature = ''] = match;
  return { secretId, date, service, signedHeaders: signedHeaders.split(';'), signature };
}

/** The signature the request should carry, computed as Tencent Cloud does (signature v3). */
function expectedSignature(
  req: IncomingMessage,
  body: Buffer,
  auth: NonNullable<ReturnType<typeof authorizationOf>>,
  secretKey: string,
) {
  const url = new URL(req.url ?? '/', 'http://fake');
  // The host as signed carries no port: the SDK signs the URL's hostname.
  const value = (name: string) =>
    name === 'host'
      ? String(req.headers.host ?? '').replace(/:\d+$/, '')
      : String(req.headers[name] ?? '').trim();
  const headers = auth.signedHeaders.map((name) => `${name}:${value(name)}\n`).join('');
  const canonical = [
    req.method,
    url.pathname,
    url.search.slice(1),
    headers,
    auth.signedHeaders.join(';'),
    sha256(body),
  ].join('\n');
  const timestamp = String(req.headers['x-tc-timestamp'] ?? '');
  const scope = `${auth.date}/${auth.service}/tc3_request`;
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${scope}\n${sha256(canonical)}`;
  const signing = hmac(hmac(hmac(`TC3${secretKey}`, auth.date), auth.service), 'tc3_request');
  return createHmac('sha256', signing).update(stringToSign).digest('hex');
}

export async function startFakeTencentSms(options: FakeTencentOptions): Promise<FakeTencentSms> {
  const received: TencentSendSms[] = [];
  const rejected: string[] = [];
  const refusals = new Map<string, string>();
  let failing: string | undefined;

  function answer(res: ServerResponse, response: Record<string, unknown>) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ Response: { ...response, RequestId: randomUUID() } }));
  }

  const error = (res: ServerResponse, code: string, message: string) =>
    answer(res, { Error: { Code: code, Message: message } });

  function reject(res: ServerResponse, code: string, message: string) {
    rejected.push(code);
    error(res, code, message);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await requestBody(req);
    const auth = authorizationOf(req.headers.authorization);
    if (!auth) return reject(res, 'AuthFailure.InvalidAuthorization', 'Authorization invalid.');
    if (auth.secretId !== options.secretId) {
      return reject(res, 'AuthFailure.SecretIdNotFound', 'The SecretId is not found.');
    }
    const timestamp = Number(req.headers['x-tc-timestamp']);
    const hostname = String(req.headers.host ?? '').replace(/:\d+$/, '');
    const valid =
      ['content-type', 'host'].every((name) => auth.signedHeaders.includes(name)) &&
      // The service is the endpoint's first label, as the SDK names it from the host it calls.
      auth.service === hostname.split('.')[0] &&
      auth.date === new Date(timestamp * 1000).toISOString().slice(0, 10) &&
      expectedSignature(req, body, auth, options.secretKey) === auth.signature;
    if (!valid)
      return reject(
        res,
        'AuthFailure.SignatureFailure',
        'The provided credentials could not be validated.',
      );
    if (Math.abs(Date.now() / 1000 - timestamp) > 300) {
      return reject(res, 'AuthFailure.SignatureExpire', 'Signature expired.');
    }
    if (req.headers['x-tc-action'] !== 'SendSms' || req.headers['x-tc-version'] !== '2021-01-11') {
      return reject(res, 'InvalidAction', 'The action is not found.');
    }
    const input = JSON.parse(body.toString('utf8')) as Partial<TencentSendSms>;
    const message: TencentSendSms = {
      secretId: auth.secretId,
      service: auth.service,
      region: String(req.headers['x-tc-region'] ?? ''),
      PhoneNumberSet: input.PhoneNumberSet ?? [],
      SmsSdkAppId: input.SmsSdkAppId ?? '',
      SignName: input.SignName ?? '',
      TemplateId: input.TemplateId ?? '',
      TemplateParamSet: input.TemplateParamSet ?? [],
    };
    received.push(message);
    if (failing) return error(res, failing, `refused: ${failing}`);
    if (message.SmsSdkAppId !== options.sdkAppId) {
      return error(res, 'InvalidParameterValue.SdkAppIdNotExist', 'SdkAppId not exist.');
    }
    if (message.SignName !== options.signName) {
      return error(res, 'FailedOperation.SignatureIncorrectOrUnapproved', '签名未审批或格式错误');
    }
    const count = options.templates[message.TemplateId];
    if (count === undefined) {
      return error(res, 'FailedOperation.TemplateIncorrectOrUnapproved', '模板未审批或内容不匹配');
    }
    if (count !== message.TemplateParamSet.length) {
      return error(
        res,
        'FailedOperation.TemplateParamSetNotMatchApprovedTemplate',
        '请求内容与审核通过的模板内容不匹配',
      );
    }
    answer(res, {
      SendStatusSet: message.PhoneNumberSet.map((phone) => {
        const code = /^\+861[3-9]\d{9}$/.test(phone)
          ? (refusals.get(phone) ?? 'Ok')
          : 'InvalidParameterValue.IncorrectPhoneNumber';
        return {
          SerialNo: randomUUID(),
          PhoneNumber: phone,
          Fee: code === 'Ok' ? 1 : 0,
          SessionContext: '',
          Code: code,
          Message: code === 'Ok' ? 'send success' : `refused: ${code}`,
          IsoCode: 'CN',
        };
      }),
    });
  }

  const server = await serveOnLoopback(handle);
  return {
    endpoint: server.endpoint,
    received,
    rejected,
    lastText(mobile) {
      const last = received.findLast((m) => m.PhoneNumberSet.includes(`+86${mobile}`));
      return last && { template: last.TemplateId, params: last.TemplateParamSet };
    },
    refuse(phone, code) {
      refusals.set(phone, code);
    },
    failAll(code) {
      failing = code;
    },
    close: server.close,
  };
}
