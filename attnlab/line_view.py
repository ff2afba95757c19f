"""Attention as lines (issue 32, after bertviz): queries on the left, keys on the right, one line
from query i to key j whose thickness is the weight; hovering a token shows only its lines.

Drawn as one SVG for a gr.HTML, the hover done by CSS (``:has()``, in every current browser), so
the page runs no script and plotly draws nothing for it. Pure string building: no gradio here.

``step_lines`` draws every attention-weight panel of a lesson step so, beside its heatmap.
"""

from __future__ import annotations

import hashlib
import html

from attnlab.i18n import t
from attnlab.lessons.steps import Panel, Step

MIN_WEIGHT = 0.01  # thinner lines than this are left out: at 64 tokens, 2,080 lines cost the page
MAX_STROKE = 10.0  # the line of weight 1, in pixels
ROW_PX = 22
WIDTH = 420
LEFT_X, RIGHT_X = 150, 270  # where the lines start and end; the tokens sit outside them
INK = "#8c8c8c"  # reads on light and dark themes (attnlab.plots.INK)
LINE = "#5e3c99"  # the weights' colour (attnlab.plots.BAR_COLOURS["weight"])


def visible(token: str) -> str:
    """Control characters as \\xNN: they have no glyph, and SVG text cannot hold most of them."""
    return "".join(f"\\x{ord(c):02x}" if ord(c) < 32 or 0x7F <= ord(c) < 0xA0 else c
                   for c in token)


def stroke(weight: float) -> float:
    """Pixels of the line for ``weight`` (0..1): proportional, so thickness reads as weight."""
    return round(MAX_STROKE * max(0.0, min(1.0, weight)), 2)


def attention_lines(tokens: list[str], weights: list[list[float]], caption: str = "",
                    titles: bool = True) -> str:
    """SVG (inside a div) of ``weights`` (n x n, rows are queries) between ``tokens``; with
    ``titles`` each line names its pair and weight on hover (a quarter of the markup)."""
    n = len(tokens)
    shown = [visible(t) for t in tokens]
    if len(weights) != n or any(len(row) != n for row in weights):
        raise ValueError(f"weights must be {n} x {n}")
    # An id from the content scopes the hover rules to this drawing (the same input, the same
    # drawing: nothing here depends on the call); the caption keeps two heads that happen to
    # weigh alike (one token: every weight 1) two drawings.
    view = "attn-lines-" + hashlib.sha1(repr((tokens, weights, caption)).encode()).hexdigest()[:10]
    height = ROW_PX * n + 10

    def y(i: int) -> int:
        return ROW_PX * i + ROW_PX // 2 + 5

    lines = []
    for i, row in enumerate(weights):
        for j, w in enumerate(row):
            if w >= MIN_WEIGHT:
                line = (f'<line class="q{i} k{j}" x1="{LEFT_X}" y1="{y(i)}" x2="{RIGHT_X}" '
                        f'y2="{y(j)}" stroke-width="{stroke(w)}"')
                if titles:
                    label = html.escape(f"{shown[i]} → {shown[j]}: {w:.4f}")
                    lines.append(f"{line}><title>{label}</title></line>")
                else:
                    lines.append(f"{line}/>")
    words = []
    for i, token in enumerate(shown):
        text = html.escape(token)
        words.append(f'<text class="tq tq{i}" x="{LEFT_X - 8}" y="{y(i)}" '
                     f'text-anchor="end">{text}</text>')
        words.append(f'<text class="tk tk{i}" x="{RIGHT_X + 8}" y="{y(i)}" '
                     f'text-anchor="start">{text}</text>')
    # Hovering query i leaves its own lines (where it looks); hovering key j, the lines into it
    # (who looks at it); every other line fades.
    rules = "".join(
        f"#{view}:has(.tq{i}:hover) line:not(.q{i}),#{view}:has(.tk{i}:hover) line:not(.k{i})"
        f"{{stroke-opacity:0.04}}" for i in range(n))
    style = (f"#{view} line{{stroke:{LINE};stroke-opacity:0.55;stroke-linecap:round}}"
             f"#{view} text{{fill:{INK};font-size:13px;dominant-baseline:middle;cursor:default}}"
             f"#{view} text:hover{{fill:{LINE};font-weight:bold}}{rules}")
    caption_html = f'<p class="attn-lines-caption">{html.escape(caption)}</p>' if caption else ""
    return (f'<div class="attn-lines">{caption_html}'
            f'<svg id="{view}" viewBox="0 0 {WIDTH} {height}" width="100%" '
            f'style="max-width:{WIDTH}px" role="img"><style>{style}</style>'
            f'{"".join(lines)}{"".join(words)}</svg></div>')


def is_attention(panel: Panel) -> bool:
    """A heatmap of attention weights, rows queries and columns keys: what lines can draw."""
    from attnlab.plots import is_query_key  # plotly is loaded by the figure beside it anyway

    return (panel.quantity == "weight" and is_query_key(panel)
            and panel.values.shape[0] == panel.values.shape[1])


def step_lines(step: Step, lang: str, caption: str = "") -> str:
    """Every attention-weight panel of ``step`` as lines, side by side (wrapping on a phone), each
    titled and its tokens labelled as its heatmap is (plots.tick_labels); "" where the step has
    none. ``caption`` (translated) heads them all.

    Lines name their weight on hover only up to plots.CELL_TEXT_LIMIT tokens: beyond, lines are
    too dense to point at one, the heatmap's hover gives every weight, and four heads of 32 tokens
    then stay under the step cache's size for one step (common.StepCache.max_value_chars)."""
    from attnlab.plots import CELL_TEXT_LIMIT, tick_labels

    drawn = [attention_lines(tick_labels(p.x_labels, p.values.shape[1], lang),
                             p.values.tolist(), t(p.title, lang, **p.title_args),
                             titles=p.values.shape[0] <= CELL_TEXT_LIMIT)
             for p in step.panels if is_attention(p)]
    if not drawn:
        return ""
    caption_html = f'<p class="attn-lines-intro">{html.escape(caption)}</p>' if caption else ""
    return (f'<div class="attn-lines-step">{caption_html}'
            f'<div style="display:flex;flex-wrap:wrap;gap:8px 16px">'
            + "".join(f'<div style="flex:1 1 260px;min-width:0;max-width:{WIDTH}px">{d}</div>'
                      for d in drawn) + "</div></div>")
