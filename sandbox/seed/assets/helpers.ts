import { stableHash } from '../../stable-hash';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** An 11-character video-host id derived from a name (it points at no real video). */
export function videoHostId(name: string): string {
  let out = '';
  let seed = stableHash(name);
  for (let index = 0; index < 11; index += 1) {
    seed = stableHash(`${seed}:${name}:${index}`);
    out += ID_ALPHABET[seed % ID_ALPHABET.length];
  }
  return out;
}

export function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function youtubeEmbed(videoId: string, title: string): string {
  return (
    `<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/${videoId}" ` +
    `title="${escapeAttribute(title)}" frameborder="0" ` +
    'allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>'
  );
}
