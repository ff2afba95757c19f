"""The step control every lesson tab shares: a radio of named steps with previous/next buttons."""

from __future__ import annotations

import gradio as gr


def neighbour(steps: tuple[str, ...], current: str, offset: int) -> str:
    """The step ``offset`` places from ``current``, clamped to the first and last step."""
    i = steps.index(current) if current in steps else 0
    return steps[max(0, min(len(steps) - 1, i + offset))]


def add_step_control(i18n: gr.I18n, lesson: str, steps: tuple[str, ...]) -> gr.Radio:
    """Render the control and wire its buttons; returns the Radio whose value is the step id."""
    step = gr.Radio(
        choices=[(i18n(f"{lesson}.step.{s}"), s) for s in steps],
        value=steps[0],
        label=i18n("widget.step"),
        elem_id=f"{lesson}-step",
    )
    with gr.Row():
        prev = gr.Button(i18n("widget.prev"), size="sm", elem_id=f"{lesson}-prev")
        nxt = gr.Button(i18n("widget.next"), size="sm", elem_id=f"{lesson}-next")
    # Moving between steps only changes the radio; its change event does the computing.
    prev.click(lambda s: neighbour(steps, s, -1), step, step, api_visibility="private", queue=False)
    nxt.click(lambda s: neighbour(steps, s, +1), step, step, api_visibility="private", queue=False)
    return step
