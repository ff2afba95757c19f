"""Sessions are built lazily (attnlab/ui/sessions.py), and read exactly like Gradio's own."""

from __future__ import annotations

import copy

import gradio.state_holder as state_holder
import pytest
from gradio.state_holder import StateHolder

from attnlab.ui import gradio_private, sessions
from attnlab.ui.app import build_demo


@pytest.fixture(scope="module")
def demo():
    demo = build_demo()
    demo.config = demo.get_config_file()  # as launch() does: the default config is built
    return demo


def eager(demo):
    return sessions.SessionState(demo)  # Gradio's own class, whatever is installed


def test_the_installed_gradio_is_the_one_replicated():
    """A Gradio upgrade that changes SessionState's constructor must be looked at, not guessed."""
    assert not [n for n in gradio_private.changed() if n.startswith("SessionState.")]
    assert sessions.install()
    assert state_holder.SessionState is sessions.LazySessionState
    import gradio.route_utils as route_utils

    assert route_utils.SessionState is sessions.LazySessionState  # API calls without a session


def test_opening_a_session_computes_no_block_config(demo):
    sessions.install()
    holder = StateHolder()
    holder.set_blocks(demo)
    state = holder["a-new-learner"]
    assert isinstance(state, sessions.LazySessionState)
    assert state.config_values.pending() == len(eager(demo).config_values) > 300


def test_a_lazy_session_reads_like_an_eager_one(demo):
    gradio_state, lazy = eager(demo), sessions.LazySessionState(demo)
    assert sorted(vars(lazy)) == sorted(vars(gradio_state))
    key = next(iter(gradio_state.config_values))
    assert key in lazy.config_values
    assert lazy.config_values[key] == gradio_state.config_values[key]
    assert lazy.config_values.get(key) == gradio_state.config_values[key]
    assert lazy.config_values.get(-1) is None and -1 not in lazy.config_values
    assert len(lazy.config_values) == len(gradio_state.config_values)
    # The deep-link route iterates every entry: all of them, in Gradio's order.
    assert list(lazy.components) == list(gradio_state.components)
    assert lazy.config_values.pending() == 0
    assert type(copy.deepcopy(lazy.config_values)) is dict


def test_updates_land_where_gradio_puts_them(demo):
    """An output's new value and a replaced block (gr.update) change that entry alone."""
    gradio_state, lazy = eager(demo), sessions.LazySessionState(demo)
    markdown = next(k for k, b in demo.blocks.items() if type(b).__name__ == "Markdown")
    for state in (gradio_state, lazy):
        state._update_value_in_config(markdown, "new text")
    assert lazy.config_values.pending() == len(gradio_state.config_values)  # only remembered
    assert lazy.config_values[markdown] == gradio_state.config_values[markdown]
    assert lazy.config_values[markdown]["props"]["value"] == "new text"
    assert lazy.config_values.pending() == len(gradio_state.config_values) - 1

    textbox = next(k for k, b in demo.blocks.items() if type(b).__name__ == "Textbox")
    for state in (gradio_state, lazy):
        state._update_value_in_config(textbox, "typed")
    block = demo.blocks[markdown]
    replaced = block.__class__(**{**block.constructor_args, "visible": False, "render": False})
    for state in (gradio_state, lazy):
        state[markdown] = replaced
    assert lazy.config_values[markdown] == gradio_state.config_values[markdown]
    assert lazy.config_values == gradio_state.config_values  # the textbox's value applied
    assert lazy.config_values[textbox]["props"]["value"] == "typed"

    # As postprocess does for gr.update(value=..., visible=...), and for a gr.State output.
    textbox_block = demo.blocks[textbox]
    again = textbox_block.__class__(**{**textbox_block.constructor_args, "visible": False,
                                       "render": False})
    state_id = next(k for k, b in demo.blocks.items() if type(b).__name__ == "State")
    for state in (gradio_state, lazy):
        state[textbox] = again
        state._update_config(textbox)
        state._update_value_in_config(textbox, "after")
        state[state_id] = {"hints": 2}
    assert lazy.config_values.pending() == 2  # the two entries written: not computed yet
    assert lazy[state_id] == {"hints": 2} and lazy.blocks_config.blocks[textbox] is again
    assert lazy.config_values == gradio_state.config_values
    assert lazy.config_values[textbox]["props"]["visible"] is False
    # The shared default blocks were not touched by either session.
    assert demo.blocks[markdown] is block
