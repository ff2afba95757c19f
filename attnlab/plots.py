"""Plotly figures for lesson steps: heatmaps with exact hover values, bar charts.

Each kind of quantity has one colour scale everywhere (weights always 0..1 in the same colours), so
a learner can compare panels at a glance. Values are rounded to the 6 decimals the hover shows,
so the figure JSON carries no float noise.
"""

from __future__ import annotations

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from attnlab.i18n import t
from attnlab.lessons.steps import Panel, Step

CELL_TEXT_LIMIT = 12  # write numbers into the cells of matrices up to 12 x 12
HOVER_DIGITS = 6

SCALES = {
    "input": dict(colorscale="Greens"),
    "score": dict(colorscale="Blues"),
    "weight": dict(colorscale="Viridis", zmin=0.0, zmax=1.0),
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


def _round(rows):
    if isinstance(rows, list):
        return [_round(r) for r in rows]
    return round(rows, HOVER_DIGITS)


def _trace(panel: Panel, lang: str, show_scale: bool):
    values = panel.values.detach().float().cpu()
    data = _round(values.tolist())
    if panel.kind == "bars":
        labels = list(panel.x_labels) or [str(i + 1) for i in range(len(data))]
        return go.Bar(
            x=labels,
            y=data,
            marker_color=BAR_COLOURS[panel.quantity],
            text=[f"{v:.4f}" for v in data] if len(data) <= 2 * CELL_TEXT_LIMIT else None,
            textposition="auto",
            hovertemplate="%{x}: %{y:.6f}<extra></extra>",
            showlegend=False,
        )
    rows, cols = values.shape
    small = rows <= CELL_TEXT_LIMIT and cols <= CELL_TEXT_LIMIT
    x = list(panel.x_labels) or [str(j + 1) for j in range(cols)]
    y = list(panel.y_labels) or [str(i + 1) for i in range(rows)]
    return go.Heatmap(
        z=data,
        x=_unique(x),
        y=_unique(y),
        texttemplate="%{z:.4f}" if small else None,
        hovertemplate=f"{t('axis.query', lang)} %{{y}} · {t('axis.key', lang)} %{{x}}"
        "<br>%{z:.6f}<extra></extra>",
        showscale=show_scale,
        colorbar=dict(thickness=10),
        **SCALES[panel.quantity],
    )


def _unique(labels: list[str]) -> list[str]:
    # Plotly merges equal category labels into one row; a repeated token must stay two rows.
    seen: dict[str, int] = {}
    out = []
    for label in labels:
        seen[label] = seen.get(label, 0) + 1
        out.append(label if seen[label] == 1 else f"{label} ({seen[label]})")
    return out


def step_figure(step: Step, lang: str) -> go.Figure:
    """One row of panels, titled in ``lang``; heatmaps read top-down like the printed matrices."""
    panels = step.panels
    titles = [t(p.title, lang, **p.title_args) for p in panels]
    fig = make_subplots(rows=1, cols=len(panels), subplot_titles=titles, horizontal_spacing=0.14)
    seen_quantities = set()
    for col, panel in enumerate(panels, start=1):
        # One colour bar per quantity is enough; more would overlap.
        show_scale = panel.kind == "heatmap" and panel.quantity not in seen_quantities
        seen_quantities.add(panel.quantity)
        trace = _trace(panel, lang, show_scale)
        if show_scale:  # beside its own panel, not stacked at the figure's right edge
            domain = fig.layout["xaxis" if col == 1 else f"xaxis{col}"].domain
            trace.colorbar.x = domain[1] + 0.01
        fig.add_trace(trace, row=1, col=col)
        if panel.kind == "heatmap":
            fig.update_yaxes(autorange="reversed", row=1, col=col)
    fig.update_layout(
        height=380,
        margin=dict(l=40, r=20, t=50, b=40),
        template="plotly_white",
        font=dict(family="sans-serif, WenQuanYi Micro Hei"),
    )
    return fig
