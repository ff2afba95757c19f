"""Plotly figures for lesson steps: heatmaps with exact hover values, bar charts.

Each kind of quantity has one colour scale everywhere, its range shared by a figure's panels, so
a learner can compare panels at a glance. The range comes from the data (weights too: a fixed 0..1
drew 0.15 and 0.20 in the same colour, and a phone shows colours where cells are too narrow for
numbers); the colour bar gives it. Heatmaps carry each stored float32 value exactly and hover
with the 9 significant digits that identify it; bars and curves hover with its shortest exact
text (``customdata``).

Figures are assembled as plain dicts with the "none" template: plotly's make_subplots and its
default template deep-copy large structures and cost ~30 ms per figure, more than the attention
computation itself.
"""

from __future__ import annotations

import math

import plotly.graph_objects as go
import torch

from attnlab.i18n import label, t
from attnlab.lessons.steps import Panel, Step, distinct_labels, fmt

CELL_TEXT_LIMIT = 12  # write numbers into the cells of matrices up to 12 x 12
HOVER_DIGITS = 6
GAP = 0.2  # between panels: room for a colour bar and the next panel's token labels
HEIGHT = 380
FONT = "sans-serif, WenQuanYi Micro Hei, Microsoft YaHei, PingFang SC"

SCALES = {
    "input": dict(colorscale="Greens"),
    "score": dict(colorscale="Blues"),
    "weight": dict(colorscale="Viridis"),
    "value": dict(colorscale="RdBu", zmid=0.0),
    "difference": dict(colorscale="Greys", zmid=0.0),
}
BAR_COLOURS = {
    "input": "#2ca02c",
    "score": "#1f77b4",
    "weight": "#5e3c99",
    "value": "#d6604d",
    "difference": "#636363",
}
AXIS = dict(showgrid=False, zeroline=False, automargin=True, linecolor="#888")
# Transparent backgrounds and a mid-grey font read on Gradio's light and dark themes alike.
CLEAR = "rgba(0,0,0,0)"
INK = "#8c8c8c"
GRID = "rgba(140,140,140,0.25)"


def is_query_key(panel: Panel) -> bool:
    """Rows are queries, columns keys: as the step says (``Panel.query_key``), else a square matrix
    with the tokens on both axes (unless the step titled its axes itself)."""
    if panel.kind != "heatmap":
        return False
    if panel.query_key is not None:
        return panel.query_key
    return not panel.axes and bool(panel.x_labels) and panel.x_labels == panel.y_labels


def exact_text(values: torch.Tensor) -> list[str]:
    """Each value of a 1-D tensor as its exact float32 text: the shortest decimal that reads back
    as the stored number (0.443377 -> "0.443377", 3e-08 -> "3e-08", "nan", "inf"). Bars and
    curves hover with it ("exact values on hover": their labels are rounded to 4 decimals)."""
    return [str(x) for x in values.detach().float().cpu().numpy()]


def exact_values(values: torch.Tensor) -> list:
    """A heatmap's cells as nested lists of the stored float32 numbers themselves (each one's
    float64, exact): EXACT_Z prints each to the 9 significant digits that identify a float32
    (0.443376988 for float32(0.443377); 3e-8, never 6 decimals' 0.000000). Cheaper than rounding
    each cell in Python, and nothing is rounded twice."""
    return values.detach().float().cpu().numpy().astype("float64").tolist()


EXACT_HOVER = "%{customdata}"
# 9 significant digits tell every float32 from its neighbours; "~" drops trailing zeros
EXACT_Z = "%{z:.9~g}"


def _round(rows):
    if isinstance(rows, list):
        return [_round(r) for r in rows]
    return round(rows, HOVER_DIGITS)


def _unique(labels: list[str]) -> list[str]:
    # Plotly merges equal category labels into one row; a repeated token must stay two rows, and
    # is labelled by its position as the quiz choices and sentences label it.
    return distinct_labels(labels)


def tick_labels(names: tuple[str, ...], count: int, lang: str) -> list[str]:
    """A heatmap axis's labels: the tokens in ``lang``, a repeated one with its position, or the
    positions 1..count where the step names none (attnlab/line_view.py labels its lines so too)."""
    return _unique([label(x, lang) for x in names] or [str(i + 1) for i in range(count)])


def _bars(panel: Panel, data: list, lang: str) -> dict:
    labels = [label(x, lang) for x in panel.x_labels] or [str(i + 1) for i in range(len(data))]
    # NaN / inf cannot be drawn as a bar: draw a flat bar labelled with what the value is.
    finite = [v if math.isfinite(v) else 0.0 for v in data]
    # Labels rounded once, from the tensor (as the sentences round it), not from ``data``, which is
    # already rounded to HOVER_DIGITS: 0.14544996 would otherwise print 0.1455 beside a text's 0.1454.
    raw = panel.values.detach().float().cpu().tolist()
    text = [(f"{v:,.0f}" if panel.integer else fmt(v)) if math.isfinite(v)
            else str(v).replace("nan", "NaN") for v in raw]
    return dict(
        type="bar",
        x=_unique(labels),
        y=finite,
        marker=dict(color=BAR_COLOURS[panel.quantity]),
        text=text if len(data) <= 2 * CELL_TEXT_LIMIT else None,
        textposition="auto" if all(map(math.isfinite, data)) else "outside",
        customdata=exact_text(panel.values),
        hovertemplate=f"%{{x}}: {EXACT_HOVER}<extra></extra>",
        showlegend=False,
    )


def _shared_ranges(panels) -> dict[str, tuple[float, float]]:
    """One colour range per quantity across a figure's heatmaps, so equal colours mean equal
    values side by side; signed quantities get a range symmetric around 0."""
    ranges: dict[str, tuple[float, float]] = {}
    for panel in panels:
        if panel.kind != "heatmap":
            continue
        finite = panel.values.detach().float()
        finite = finite[torch.isfinite(finite)]
        if not finite.numel():
            continue
        lo, hi = float(finite.min()), float(finite.max())
        old = ranges.get(panel.quantity)
        ranges[panel.quantity] = (min(lo, old[0]), max(hi, old[1])) if old else (lo, hi)
    out = {}
    for quantity, (lo, hi) in ranges.items():
        if quantity in ("value", "difference"):
            m = max(abs(lo), abs(hi))
            lo, hi = -m, m
        if hi > lo:
            out[quantity] = (round(lo, HOVER_DIGITS), round(hi, HOVER_DIGITS))
    return out


def _cell_text(panel: Panel, rows: int, cols: int, per_row: int) -> dict:
    """Numbers written into the cells, only where a cell is wide enough to hold them at 1280 px
    (phones hide them by CSS: attnlab.ui.common.CSS); integers as integers."""
    limit = CELL_TEXT_LIMIT if per_row == 1 else CELL_TEXT_LIMIT // 2
    if rows > CELL_TEXT_LIMIT or cols > limit:
        return {}
    # The numbers are rounded once, from the tensor, as the sentences round them (steps.fmt):
    # formatting z, already rounded to HOVER_DIGITS, would round twice (0.14544996 -> 0.14545 ->
    # "0.1455" beside a text's 0.1454). A NaN or an infinity is written as what it is.
    raw = panel.values.detach().float().cpu().tolist()
    text = [[(f"{v:.0f}" if panel.integer else fmt(v)) if math.isfinite(v)
             else str(v).replace("nan", "NaN") for v in row] for row in raw]
    if panel.integer:
        return dict(text=text, texttemplate="%{text}")
    # About 40 px a cell at 1280 px in the narrowest case (two panels of 6 columns). 11 px marks
    # a lone heatmap of up to 6 columns, whose cells still hold a number on a phone (the CSS
    # keeps those, smaller, and hides the others).
    return dict(text=text, texttemplate="%{text}",
                textfont=dict(size=11 if per_row == 1 and cols <= 6 else 10))


def _heatmap(panel: Panel, data: list, lang: str, colorbar: dict | None,
             z_range: tuple[float, float] | None = None, per_row: int = 1) -> dict:
    rows, cols = len(data), len(data[0])
    trace = dict(
        type="heatmap",
        z=data,
        x=tick_labels(panel.x_labels, cols, lang),
        y=tick_labels(panel.y_labels, rows, lang),
        hovertemplate=(t("axis.hover_qk", lang) if is_query_key(panel) else "%{y} · %{x}")
        + f"<br>{EXACT_Z}<extra></extra>",
        showscale=colorbar is not None,
        **SCALES[panel.quantity],
    )
    if z_range:
        trace.pop("zmid", None)
        trace["zmin"], trace["zmax"] = z_range
    trace.update(_cell_text(panel, rows, cols, per_row))
    if colorbar is not None:
        trace["colorbar"] = colorbar
    return trace


def shape_diagram(stages: tuple[tuple[str, tuple[int, ...]], ...]) -> go.Figure:
    """One row per stage, top to bottom: the operation on the left, the live tensor on the right
    drawn to scale (its box's width is its number of elements against the largest stage's, cut
    into one slice per matrix it holds: batches, heads), its shape beside it. A (2, 2, 6, 6)
    tensor is drawn six times as wide as a (2, 6, 2) one, in four slices. Rows read the same on a
    phone and on a desktop."""
    k = len(stages)
    shapes, annotations = [], []
    row = 1.0 / k
    left, room = 0.56, 0.44
    sizes = [math.prod(shape) if shape else 1 for _, shape in stages]
    largest = max(sizes + [1])
    for i, (name, shape) in enumerate(stages):
        y1 = 1.0 - i * row - 0.1 * row
        y0 = 1.0 - (i + 1) * row + 0.1 * row
        four_d = len(shape) == 4
        colour = "#5e3c99" if four_d else "#1f77b4"
        width = room * max(sizes[i] / largest, 0.06)
        shapes.append(dict(type="rect", xref="paper", yref="paper", x0=left, x1=left + width,
                           y0=y0, y1=y1, line=dict(color=colour),
                           fillcolor="#efe9f7" if four_d else "#e8f1fa"))
        slices = math.prod(shape[:-2]) if len(shape) > 2 else 1
        if 1 < slices <= 32:
            for j in range(1, slices):
                x = left + width * j / slices
                shapes.append(dict(type="line", xref="paper", yref="paper", x0=x, x1=x, y0=y0,
                                   y1=y1, line=dict(color=colour, width=1, dash="dot")))
        inside = width >= 0.2  # room for the shape's text in its box, else it sits beside it
        annotations.append(dict(text=str(tuple(shape)), x=left + width / 2 if inside
                                else left + width + 0.01, y=(y0 + y1) / 2, xref="paper",
                                yref="paper", showarrow=False,
                                xanchor="center" if inside else "left",
                                font=dict(size=11, family="monospace",
                                          color="#222" if inside else None)))
        annotations.append(dict(text=name, x=0.0, y=(y0 + y1) / 2, xref="paper", yref="paper",
                                showarrow=False, xanchor="left",
                                font=dict(size=11, family="monospace")))
    layout = dict(height=max(HEIGHT, 34 * k + 30), margin=dict(l=10, r=10, t=10, b=10),
                  template="none", font=dict(family=FONT, color=INK), shapes=shapes,
                  annotations=annotations, xaxis=dict(visible=False), yaxis=dict(visible=False),
                  plot_bgcolor=CLEAR, paper_bgcolor=CLEAR)
    return go.Figure(dict(data=[], layout=layout))


def step_figure(step: Step, lang: str) -> go.Figure:
    """The figure of a lesson step: its shape diagram, or its panels."""
    if step.diagram:
        return shape_diagram(step.diagram)
    if step.panels and step.panels[0].values.dim() == 4:
        return heads_grid_figure(step.panels[0], lang)
    return panels_figure(step.panels, lang)


def wrap_title(text: str, lang: str, width: int) -> str:
    """A panel title broken into lines of at most ``width`` characters (a CJK character counts
    double), so titles of neighbouring panels never run into each other."""
    def size(s: str) -> int:
        return sum(2 if ord(c) > 0x2E80 else 1 for c in s)

    lines, line = [], ""
    tokens = text.split(" ")
    for tok in tokens:
        pieces = [tok]
        if size(tok) > width:  # a long CJK run: cut it
            pieces, cur = [], ""
            for ch in tok:
                if size(cur + ch) > width:
                    pieces.append(cur)
                    cur = ""
                cur += ch
            pieces.append(cur)
        for piece in pieces:
            candidate = f"{line} {piece}" if line else piece
            if line and size(candidate) > width:
                lines.append(line)
                line = piece
            else:
                line = candidate
    lines.append(line)
    return "<br>".join(lines)



NOTE_WIDTH = 30  # characters a line of a waiting panel's note (a CJK character counts double):
# about 230 px at 13 px, inside a phone's 390 px


def _note(text: str, lang: str, **where) -> dict:
    return dict(text=wrap_title(text, lang, NOTE_WIDTH), showarrow=False,
                font=dict(size=13, color=INK), align="center", **where)


def waiting_figure(text: str, lang: str, height: int = 200) -> go.Figure:
    """A panel that has no data yet: no axes, only ``text`` saying what will fill it (issue 32:
    an empty box tells a learner nothing)."""
    hidden = dict(visible=False)
    return go.Figure(dict(data=[], layout=dict(
        height=height, margin=dict(l=10, r=10, t=10, b=10), template="none",
        font=dict(family=FONT, color=INK), plot_bgcolor=CLEAR, paper_bgcolor=CLEAR,
        xaxis=hidden, yaxis=hidden,
        annotations=[_note(text, lang, x=0.5, y=0.5, xref="paper", yref="paper")])))


def with_note(figure: go.Figure, text: str, lang: str) -> go.Figure:
    """``figure`` with ``text`` written in the upper part of its (first) axes: what they will
    show. Upper, because a line across the middle (the training lab's chance line) has its own
    label just under it."""
    figure.add_annotation(**_note(text, lang, x=0.5, y=0.78, xref="x domain", yref="y domain",
                                  yanchor="middle"))
    return figure

ROW_PX = 360  # one row of panels, at least
MIN_CELL_PX = 22  # a heatmap row gets at least this many pixels, up to MAX_ROW_PX a panel
MAX_ROW_PX = 1000  # a panel at most: 38 rows of 22 px, beyond that rows get thinner
TITLE_PX = 44  # room above a panel for a title of two lines
BELOW_PX = 110  # room below a panel for upright tick labels (“function word”) and the axis title
COLUMN_GAP = 0.24  # between two panels of a row: the right one's token labels and axis title


def _row_px(row: tuple[Panel, ...] | list[Panel]) -> int:
    """A row of panels' height in pixels: ROW_PX, or taller where a heatmap has so many rows that
    each would get less than MIN_CELL_PX (a 16-token sentence, GPT-2's prompt)."""
    rows = max((len(p.values) for p in row if p.kind == "heatmap"), default=0)
    return min(MAX_ROW_PX, max(ROW_PX, TITLE_PX + BELOW_PX + MIN_CELL_PX * rows))


# Hovering a cell of a heatmap draws a line across its whole row and its whole column: the query's
# row and the key's column, read against the labels on both axes (issue 32).
SPIKES = dict(showspikes=True, spikemode="across", spikesnap="data", spikethickness=2,
              spikedash="solid", spikecolor=INK)


def panels_figure(panels: tuple[Panel, ...] | list[Panel], lang: str) -> go.Figure:
    """Panels in rows of at most two, titled in ``lang``; heatmaps read top-down like printed
    matrices. One colour bar per quantity, on the right edge, so none covers a neighbour."""
    k = len(panels)
    if k == 0:  # a step that has nothing to draw (too short a sentence): an empty, valid figure
        return go.Figure(layout=dict(height=HEIGHT, margin=dict(l=10, r=10, t=10, b=10),
                                     xaxis=dict(visible=False), yaxis=dict(visible=False)))
    # One panel a row: two side by side leave a phone about 70 px a panel, where neither titles
    # nor token labels fit (tests/test_figures_browser.py measures it at 390 px).
    per_row = 1
    n_rows = -(-k // per_row)
    ranges = _shared_ranges(panels)
    quantities = [q for q in dict.fromkeys(p.quantity for p in panels if p.kind == "heatmap")]
    heights = [_row_px(panels[r * per_row:(r + 1) * per_row]) for r in range(n_rows)]
    height = sum(heights)
    width = 1.0 if per_row == 1 else (1.0 - COLUMN_GAP) / 2
    data, layout = [], dict(
        height=height,
        margin=dict(l=50, r=60 if quantities else 20, t=10, b=10),
        template="none",
        font=dict(family=FONT, size=12, color=INK),
        plot_bgcolor=CLEAR,
        paper_bgcolor=CLEAR,
        annotations=[],
    )
    inner = height - 20  # paper height in pixels, less the margins
    seen_quantities = set()
    for i, panel in enumerate(panels):
        suffix = "" if i == 0 else str(i + 1)
        r, c = divmod(i, per_row)
        start = c * (width + COLUMN_GAP)
        domain = [round(start, 4), round(start + width, 4)]
        top = 1.0 - sum(heights[:r]) / inner
        y_domain = [round(max(0.0, top - (heights[r] - BELOW_PX) / inner), 4),
                    round(top - TITLE_PX / inner, 4)]
        values = _round(panel.values.detach().float().cpu().tolist())
        if panel.kind == "line":
            trace = dict(type="scatter", mode="lines", y=values,
                         x=list(panel.x_labels) or list(range(1, len(values) + 1)),
                         line=dict(color=BAR_COLOURS[panel.quantity]), showlegend=False,
                         customdata=exact_text(panel.values),
                         hovertemplate=f"%{{x}}: {EXACT_HOVER}<extra></extra>")
            y_axis = dict(AXIS, showgrid=True, gridcolor=GRID, anchor=f"x{suffix}")
        elif panel.kind == "bars":
            trace = _bars(panel, values, lang)
            y_axis = dict(AXIS, showgrid=True, gridcolor=GRID, anchor=f"x{suffix}")
        else:
            # One colour bar per quantity, stacked on the right edge of the figure.
            colorbar = None
            if panel.quantity not in seen_quantities:  # beside its first panel, never a title
                colorbar = dict(thickness=10, x=1.01, xanchor="left",
                                len=y_domain[1] - y_domain[0], y=(y_domain[0] + y_domain[1]) / 2,
                                yanchor="middle", tickfont=dict(size=10))
            seen_quantities.add(panel.quantity)
            trace = _heatmap(panel, exact_values(panel.values), lang, colorbar,
                             ranges.get(panel.quantity), per_row)
            y_axis = dict(AXIS, **SPIKES, autorange="reversed", anchor=f"x{suffix}", type="category")
        trace.update(xaxis=f"x{suffix}", yaxis=f"y{suffix}")
        data.append(trace)
        # Labels such as "1", "2" must stay categories, not become a numeric axis with 0.5 ticks.
        x_type = "linear" if panel.kind == "line" else "category"
        layout[f"xaxis{suffix}"] = dict(AXIS, **(SPIKES if panel.kind == "heatmap" else {}),
                                        domain=domain, anchor=f"y{suffix}", type=x_type,
                                        automargin=False, tickfont=dict(size=11))
        names = [str(x) for x in panel.x_labels]
        if x_type == "category" and names and max(map(len, names)) > 3:
            # Words stand upright: slanted labels' boxes run into their neighbours on a phone.
            layout[f"xaxis{suffix}"]["tickangle"] = -90
        y_axis.update(domain=y_domain, automargin=c == 0, tickfont=dict(size=11))
        if panel.axes:  # the step says what its rows and columns are
            layout[f"xaxis{suffix}"]["title"] = dict(text=t(panel.axes[0], lang), standoff=4,
                                                     font=dict(size=11))
            y_axis["title"] = dict(text=t(panel.axes[1], lang), standoff=4, font=dict(size=11))
        elif is_query_key(panel):  # say which axis is which: rows = queries, columns = keys
            layout[f"xaxis{suffix}"]["title"] = dict(text=t("axis.keys", lang), standoff=4,
                                                     font=dict(size=11))
            y_axis["title"] = dict(text=t("axis.queries", lang), standoff=4, font=dict(size=11))
        layout[f"yaxis{suffix}"] = y_axis
        layout["annotations"].append(
            dict(text=wrap_title(t(panel.title, lang, **panel.title_args), lang,
                                 28),
                 x=(domain[0] + domain[1]) / 2, y=y_domain[1], xref="paper", yref="paper",
                 xanchor="center", yanchor="bottom", showarrow=False, font=dict(size=13),
                 yshift=4)
        )
    return go.Figure(dict(data=data, layout=layout))


GRID_DIGITS = 3  # small multiples: 3 decimals keep a 12 x 12 x 32 x 32 figure under a megabyte
GRID_CELL = 58  # pixels per small heatmap's row


def heads_grid_figure(panel: Panel, lang: str) -> go.Figure:
    """Every head as its own small heatmap: ``panel.values`` is (layers, heads, m, m); rows of the
    grid are layers (layer 1 at the top: the app counts from 1), columns heads, all on one colour range (the weights' own)."""
    layers, heads, m, _ = panel.values.shape
    values = panel.values.detach().float().cpu()
    finite = values[torch.isfinite(values)]
    shared = (dict(zmin=round(float(finite.min()), GRID_DIGITS),
                   zmax=round(float(finite.max()), GRID_DIGITS))
              if finite.numel() and float(finite.max()) > float(finite.min()) else {})
    labels = _unique([label(x, lang) for x in panel.x_labels] or [str(j + 1) for j in range(m)])
    gap = 0.12  # of one cell, between neighbours
    data, annotations = [], []
    layout = dict(height=GRID_CELL * layers + 90, margin=dict(l=40, r=20, t=60, b=10),
                  template="none", font=dict(family=FONT, size=11, color=INK),
                  plot_bgcolor=CLEAR, paper_bgcolor=CLEAR)
    # the one figure whose hover is rounded (to the 3 decimals it carries): 144 heads of up to
    # 32 x 32 weights stay under a megabyte; each head's own step hovers with exact values
    hover = t("axis.hover_qk", lang) + "<br>%{z:.3f}"
    for lay in range(layers):
        for head in range(heads):
            k = lay * heads + head + 1
            suffix = "" if k == 1 else str(k)
            x0, y1 = head / heads, 1 - lay / layers
            z = [[round(v, GRID_DIGITS) for v in row] for row in values[lay, head].tolist()]
            data.append(dict(type="heatmap", z=z, x=labels, y=labels, xaxis=f"x{suffix}",
                             yaxis=f"y{suffix}", showscale=k == 1,
                             hovertemplate=f"{hover}<extra>L{lay + 1} H{head + 1}</extra>",
                             colorbar=dict(thickness=10, len=0.5, x=1.01), **SCALES["weight"],
                             **shared))
            layout[f"xaxis{suffix}"] = dict(AXIS, visible=False, type="category", anchor=f"y{suffix}",
                                            domain=[round(x0 + gap / heads / 2, 4),
                                                    round(x0 + (1 - gap / 2) / heads, 4)])
            layout[f"yaxis{suffix}"] = dict(AXIS, visible=False, type="category", autorange="reversed",
                                            anchor=f"x{suffix}",
                                            domain=[round(y1 - (1 - gap / 2) / layers, 4),
                                                    round(y1 - gap / layers / 2, 4)])
    # Columns carry the bare head number under one "H" in the corner: twelve "H10"-wide labels do
    # not fit side by side on a phone (27 px a head at 390 px).
    annotations.append(dict(text="H", x=0, y=1.0, xref="paper", yref="paper", xanchor="right",
                            yanchor="bottom", showarrow=False))
    for head in range(heads):
        annotations.append(dict(text=str(head + 1), x=(head + 0.5) / heads, y=1.0, xref="paper",
                                yref="paper", yanchor="bottom", showarrow=False))
    for lay in range(layers):
        annotations.append(dict(text=f"L{lay + 1}", x=0, y=1 - (lay + 0.5) / layers, xref="paper",
                                yref="paper", xanchor="right", showarrow=False))
    annotations.append(dict(text=t(panel.title, lang, **panel.title_args), x=0.5, y=1.0,
                            yshift=22, xref="paper", yref="paper", yanchor="bottom",
                            showarrow=False, font=dict(size=14)))
    layout["annotations"] = annotations
    return go.Figure(dict(data=data, layout=layout))
