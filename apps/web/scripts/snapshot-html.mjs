// How a build-time snapshot's HTML is prepared (scripts/prerender.mjs; undone by src/lib/snapshot.ts).

/**
 * Controls stay disabled until React takes the snapshot over (links keep working as plain links);
 * `data-snapshot-disabled` names the attribute main.tsx removes then (src/lib/snapshot.ts).
 */
export function disableControls(html) {
  return html.replace(/<(button|input|select|textarea|div|span|li)(\s[^>]*)?>/g, (tag, name, attrs = '') => {
    if (/^(button|input|select|textarea)$/.test(name)) {
      return /\sdisabled[\s=>]/.test(`${attrs}>`)
        ? tag
        : `<${name} disabled="" data-snapshot-disabled="disabled"${attrs}>`;
    }
    const interactive = /\srole="(button|tab|checkbox|radio|switch|combobox|option|menuitem|link)"/.test(attrs);
    if (!interactive || /\saria-disabled=/.test(attrs)) return tag;
    return `<${name} aria-disabled="true" data-snapshot-disabled="aria-disabled"${attrs}>`;
  });
}

/**
 * The snapshot's styles, which Emotion writes as one `<style>` right before each element it styles
 * (90 on the sign-up page), taken out of `html` and returned as a few tags for the head, in their
 * order: the component styles that follow one another merged into one tag, each global style (key
 * `css-global`: MUI's baseline) kept as its own tag, marked `data-snapshot-global="<key> <names>"`.
 *
 * The component styles are marked `data-snapshot-css="<names>"`, not `data-emotion`: Emotion's cache
 * would take those over by moving each tag to the end of the head, and moving a `<style>` makes the
 * browser drop its sheet, add it again and work out the style of the whole page anew, inside the app's
 * start (issue 23). The app's cache (src/lib/theme.ts, `emotionCache`) learns their names instead and
 * leaves the tags where they are. The global styles are not `data-emotion` either: Emotion's global
 * styles would move theirs the same way, so a page that carries them does not draw them at all
 * (src/lib/page-baseline.tsx; issue 42).
 */
export function hoistStyles(html) {
  const tags = [];
  const body = html.replace(/<style data-emotion="([\w-]+) ([^"]*)">([\s\S]*?)<\/style>/g, (_tag, key, ids, css) => {
    const last = tags.at(-1);
    if (key === 'css' && last?.key === 'css') {
      last.ids.push(ids);
      last.css += css;
    } else {
      tags.push({ key, ids: [ids], css });
    }
    return '';
  });
  const head = tags
    .map((t) =>
      t.key === 'css'
        ? `<style data-snapshot-css="${t.ids.join(' ')}">${t.css}</style>`
        : `<style data-snapshot-global="${t.key} ${t.ids.join(' ')}">${t.css}</style>`,
    )
    .join('');
  return { head, body };
}
