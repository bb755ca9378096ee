import { render, screen } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import { configProviderProps } from './antd-config';

function SendButton({ loading }: { loading: boolean }) {
  return (
    <ConfigProvider {...configProviderProps}>
      <Button htmlType="submit" loading={loading}>
        Send
      </Button>
    </ConfigProvider>
  );
}

describe('the app-wide antd configuration', () => {
  it('gives a button back its own name as soon as a quick write has finished', () => {
    const { rerender } = render(<SendButton loading={false} />);
    rerender(<SendButton loading />);
    expect(screen.getByRole('button', { name: 'loading Send' })).toBeTruthy();
    rerender(<SendButton loading={false} />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'loading' })).toBeNull();
  });
});
