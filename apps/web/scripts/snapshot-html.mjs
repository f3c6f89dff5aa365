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
