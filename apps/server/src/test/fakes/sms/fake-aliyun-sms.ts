import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestBody, serveOnLoopback } from '../loopback';

/**
 * A fake Aliyun SMS for tests, answering SendSms (dysmsapi 2017-05-25) as the real one does. It
 * recomputes every request's ACS3-HMAC-SHA256 signature with the AccessKey secret it holds
 * (HTTP 400 SignatureDoesNotMatch otherwise, 404 for an unknown AccessKey id), checks the
 * signature name, the template and its parameters against those it has approved, and refuses a
 * number as told. Business refusals come back as HTTP 200 with their code, as Aliyun's do.
 */

export interface FakeAliyunOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** Approved templates and the variables each needs. */
  templates: Record<string, string[]>;
}

/** One SendSms as received, after its signature checked out. */
export interface AliyunSendSms {
  accessKeyId: string;
  phoneNumbers: string;
  signName: string;
  templateCode: string;
  templateParam: Record<string, string>;
}

export interface FakeAliyunSms {
  /** `http://127.0.0.1:port`, for SMS_ENDPOINT. */
  endpoint: string;
  received: AliyunSendSms[];
  /** Requests refused before reading them: bad signature or unknown key. */
  rejected: Array<{ status: number; code: string }>;
  /** The last message to a number: its template and parameter values, in order. */
  lastText(mobile: string): { template: string; params: string[] } | undefined;
  /** Answers SendSms to this number with this code from now on (`isv.BUSINESS_LIMIT_CONTROL`). */
  refuse(phone: string, code: string): void;
  close(): Promise<void>;
}

/** Aliyun's percent-encoding of query values (RFC 3986). */
function encode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** `ACS3-HMAC-SHA256 Credential=…,SignedHeaders=…,Signature=…`, read into its parts. */
function authorizationOf(header: string | undefined) {
  const match =
    /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]+)$/.exec(
      header ?? '',
    );
  if (!match) return undefined;
  const [, accessKeyId = '', signedHeaders = '', signature = ''] = match;
  return { accessKeyId, signedHeaders: signedHeaders.split(';'), signature };
}

/** The signature the request should carry, computed as Aliyun does (V3 signature). */
function expectedSignature(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  signedHeaders: string[],
  secret: string,
) {
  const query = [...url.searchParams.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${encode(value)}`)
    .join('&');
  const headers = signedHeaders
    .map((name) => `${name}:${String(req.headers[name] ?? '').trim()}\n`)
    .join('');
  const canonical = [
    req.method,
    url.pathname,
    query,
    headers,
    signedHeaders.join(';'),
    sha256(body),
  ].join('\n');
  const stringToSign = `ACS3-HMAC-SHA256\n${sha256(canonical)}`;
  return createHmac('sha256', secret).update(stringToSign).digest('hex');
}

export async function startFakeAliyunSms(options: FakeAliyunOptions): Promise<FakeAliyunSms> {
  const received: AliyunSendSms[] = [];
  const rejected: FakeAliyunSms['rejected'] = [];
  const refusals = new Map<string, string>();

  function answer(res: ServerResponse, status: number, body: Record<string, unknown>) {
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
    res.end(JSON.stringify({ RequestId: randomUUID().toUpperCase(), ...body }));
  }

  function reject(res: ServerResponse, status: number, code: string, message: string) {
    rejected.push({ status, code });
    answer(res, status, { Code: code, Message: message });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await requestBody(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    const auth = authorizationOf(req.headers.authorization);
    if (!auth) return reject(res, 400, 'MissingAuthorization', 'Authorization is mandatory.');
    if (auth.accessKeyId !== options.accessKeyId) {
      return reject(res, 404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    }
    const signed = ['host', 'x-acs-action', 'x-acs-content-sha256', 'x-acs-date'];
    const expected = expectedSignature(req, url, body, auth.signedHeaders, options.accessKeySecret);
    const valid =
      signed.every((name) => auth.signedHeaders.includes(name)) &&
      req.headers['x-acs-content-sha256'] === sha256(body) &&
      expected === auth.signature;
    if (!valid) {
      return reject(
        res,
        400,
        'SignatureDoesNotMatch',
        'Specified signature is not matched with our calculation.',
      );
    }
    if (
      req.headers['x-acs-action'] !== 'SendSms' ||
      req.headers['x-acs-version'] !== '2017-05-25'
    ) {
      return reject(res, 400, 'InvalidAction.NotFound', 'Specified api is not found.');
    }
    const field = (name: string) => url.searchParams.get(name) ?? '';
    let templateParam: Record<string, string>;
    try {
      templateParam = JSON.parse(field('TemplateParam') || '{}') as Record<string, string>;
    } catch {
      return answer(res, 200, { Code: 'isv.INVALID_JSON_PARAM', Message: 'JSON参数不合法' });
    }
    const message: AliyunSendSms = {
      accessKeyId: auth.accessKeyId,
      phoneNumbers: field('PhoneNumbers'),
      signName: field('SignName'),
      templateCode: field('TemplateCode'),
      templateParam,
    };
    received.push(message);
    const variables = options.templates[message.templateCode];
    if (message.signName !== options.signName) {
      return answer(res, 200, { Code: 'isv.SMS_SIGNATURE_ILLEGAL', Message: '签名不合法' });
    }
    if (!variables) {
      return answer(res, 200, { Code: 'isv.SMS_TEMPLATE_ILLEGAL', Message: '模板不合法' });
    }
    if (variables.some((name) => !(name in templateParam))) {
      return answer(res, 200, {
        Code: 'isv.TEMPLATE_MISSING_PARAMETERS',
        Message: '模板变量缺少对应参数值',
      });
    }
    if (!/^1[3-9]\d{9}$/.test(message.phoneNumbers)) {
      return answer(res, 200, { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号' });
    }
    const refusal = refusals.get(message.phoneNumbers);
    if (refusal) return answer(res, 200, { Code: refusal, Message: `refused: ${refusal}` });
    answer(res, 200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
  }

  const server = await serveOnLoopback(handle);
  return {
    endpoint: server.endpoint,
    received,
    rejected,
    lastText(mobile) {
      const last = received.findLast((m) => m.phoneNumbers === mobile);
      return last && { template: last.templateCode, params: Object.values(last.templateParam) };
    },
    refuse(phone, code) {
      refusals.set(phone, code);
    },
    close: server.close,
  };
}
