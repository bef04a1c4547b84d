#!/usr/bin/env python3
"""Draper's og card made with libvips through pyvips, in one process: the fastest tool a user would pick today.

    pyvips_cards.py TABLE OUTDIR FONTFILE [LIMIT]

TABLE is the benchmark's tab-separated card list (id, photo, quote, speaker); each card goes to OUTDIR/ID.png.
FONTFILE is checked but not passed to libvips: the face is found by name through fontconfig, because libvips 8.14's
`text` keeps loaded font files in a table it does not guard well, and a long run crashed in it now and then.
Written the way the libvips documentation suggests: `thumbnail` cover-crops with shrink-on-load, a linear
multiply is the 55 % black layer, `text` wraps and sets the quote (Pango), and `ifthenelse` with `blend` paints
white through the text masks. Sizes as in gd_cards.c: the quote at 76 px, or autofitted to the box when that is
too big; the speaker line at 28 px, 22 px below the quote, the block centred.
"""

from __future__ import annotations

import html
import pathlib
import sys

import pyvips

WIDTH, HEIGHT = 1200, 630
MARGIN = 50
BOX_WIDTH, BOX_HEIGHT = WIDTH - 2 * MARGIN, HEIGHT - 2 * MARGIN
MAX_SIZE = 76
SPEAKER_SIZE = 28
SPEAKER_GAP = 22
KEEP = 1 - 0.55


def text_mask(markup: str, size: int, height: int | None = None) -> pyvips.Image:
    """One band of coverage; at 72 dpi a point is a pixel. With a height, libvips autofits the size to the box."""
    options = {"font": f"League Spartan Bold {size}", "width": BOX_WIDTH, "align": "centre", "dpi": 72}
    if height is not None:
        del options["dpi"]
        options["height"] = height
    return pyvips.Image.text(markup, **options)


def card(photo: str, quote: str, speaker: str) -> pyvips.Image:
    background = pyvips.Image.thumbnail(photo, WIDTH, height=HEIGHT, crop="centre")
    background = (background * KEEP + 0.5).cast("uchar")

    speaker_mask = text_mask(html.escape(f"\u2014 {speaker}", quote=False), SPEAKER_SIZE)
    room = BOX_HEIGHT - SPEAKER_GAP - speaker_mask.height
    markup = html.escape(quote, quote=False)
    quote_mask = text_mask(markup, MAX_SIZE)
    if quote_mask.height > room:
        quote_mask = text_mask(markup, MAX_SIZE, height=room)

    top = (HEIGHT - quote_mask.height - SPEAKER_GAP - speaker_mask.height) // 2
    mask = quote_mask.embed((WIDTH - quote_mask.width) // 2, top, WIDTH, HEIGHT)
    mask |= speaker_mask.embed((WIDTH - speaker_mask.width) // 2, top + quote_mask.height + SPEAKER_GAP, WIDTH, HEIGHT)
    return mask.ifthenelse([255, 255, 255], background, blend=True)


def main(argv: list[str]) -> int:
    if len(argv) not in (4, 5):
        print("usage: pyvips_cards.py TABLE OUTDIR FONTFILE [LIMIT]", file=sys.stderr)
        return 64
    table, out, fontfile = pathlib.Path(argv[1]), pathlib.Path(argv[2]), pathlib.Path(argv[3])
    if not fontfile.is_file():
        print(f"pyvips_cards.py: no font file {fontfile}", file=sys.stderr)
        return 1
    limit = int(argv[4]) if len(argv) == 5 else None
    rows = table.read_text(encoding="utf-8").splitlines()[:limit]
    for row in rows:
        identifier, photo, quote, speaker = row.split("\t")
        card(photo, quote, speaker).pngsave(str(out / f"{identifier}.png"), compression=6)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
