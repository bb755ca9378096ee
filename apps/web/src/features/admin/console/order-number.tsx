const oneLine = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** An order number on one line, so it is read and copied whole. */
export function OrderNumber({ children }: { children: string }) {
  return <span style={oneLine}>{children}</span>;
}
