// Links the server signs name its public URL (MERIDIAN_PUBLIC_URL); the
// console may be opened at another name for the same server (an address,
// an alias), where its content policy allows images from its own origin
// only. A link to the server's own files is therefore followed from the
// origin the console was loaded from.

/** The server's signed links to a session's images start with this path. */
const FILES = '/v1/files/';

/**
 * fromHere turns a link to the server's files into a path on the console's
 * own origin; any other link is returned as it is.
 */
export function fromHere(link: string, origin: string | undefined = globalThis.location?.origin): string {
  let u: URL;
  try {
    u = new URL(link, origin);
  } catch {
    return link;
  }
  return u.pathname.startsWith(FILES) ? u.pathname + u.search : link;
}
