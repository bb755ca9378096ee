/**
 * happy-dom leaves CSS-wide keywords such as `initial` unresolved in computed styles, where a
 * browser computes a length. antd's auto-sizing text areas add up padding and border widths
 * read from there, and would set a NaN height (React warns of it); a keyword reads as 0px here.
 */
const BOX_LENGTH = /^(padding-(top|right|bottom|left)|border-(top|right|bottom|left)-width)$/;
const KEYWORD = /^(initial|inherit|unset|revert|revert-layer)$/;

if (typeof window !== 'undefined') {
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element, pseudo) => {
    const style = computed(element, pseudo);
    return new Proxy(style, {
      get(target, property) {
        if (property === 'getPropertyValue') {
          return (name: string) => {
            const value = target.getPropertyValue(name);
            return BOX_LENGTH.test(name) && KEYWORD.test(value) ? '0px' : value;
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
  };
}
