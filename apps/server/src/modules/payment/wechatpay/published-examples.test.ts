import { Formatter } from 'wechatpay-axios-plugin';
import { describe, expect, it } from 'vitest';

/**
 * WeChat Pay's documentation works its signing strings through by hand, but publishes neither the
 * keys behind its example signatures nor an API v3 key with a ciphertext, so only the strings can
 * be checked against it.
 */
describe("WeChat Pay's published worked examples", () => {
  it('builds the request signing string of "签名生成" (wechatpay4_0)', () => {
    // https://pay.weixin.qq.com/wiki/doc/api_external/ch/wechatpay/wechatpay4_0.shtml, step 6.
    expect(
      Formatter.request(
        'GET',
        '/v3/global/certificates',
        1554208460,
        '593BEC0C930BF1AFEB40B4A08C8FB242',
        '',
      ),
    ).toBe('GET\n/v3/global/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n');
  });

  it('builds the answer verification string of "如何使用微信支付公钥验签"', () => {
    // https://pay.weixin.qq.com/docs/merchant/development/interface-rules/signature-verification.html,
    // the Native order answer of step 2.
    expect(
      Formatter.response(
        '1722850421',
        'd824f2e086d3c1df967785d13fcd22ef',
        '{"code_url":"weixin://wxpay/bizpayurl?pr=JyC91EIz1"}',
      ),
    ).toBe(
      '1722850421\nd824f2e086d3c1df967785d13fcd22ef\n{"code_url":"weixin://wxpay/bizpayurl?pr=JyC91EIz1"}\n',
    );
  });

  it('writes the Authorization header with the documented scheme and fields', () => {
    expect(
      Formatter.authorization(
        '1900009191',
        '593BEC0C930BF1AFEB40B4A08C8FB242',
        'c2ln',
        1554208460,
        '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
      ),
    ).toBe(
      'WECHATPAY2-SHA256-RSA2048 mchid="1900009191",serial_no="1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C",' +
        'timestamp="1554208460",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="c2ln"',
    );
  });
});
