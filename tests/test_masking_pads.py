"""The padded-positions picker and the Masking step read pads with one parser (issue 30, third
examiner: masking_token_choices dropped the string pads ["0"] that masking_step accepts, as the
API's own schema advertises them).

Pads are drawn as the API may send them (ints, their strings, floats that are whole, out of
range, junk): whatever the step accepts, the picker keeps, as the same 0-based indices; what the
step refuses, the picker drops (it refreshes choices, it never raises), and only that.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from attnlab import examples
from attnlab.errors import InputError
from attnlab.lessons import masking as lesson
from attnlab.lessons.masking import tab

MATRIX = {"headers": ["d1", "d2", "d3"], "data": [list(r) for r in examples.EMBEDDINGS]}
N = len(examples.EMBEDDINGS)

PAD = st.one_of(st.integers(-2, N + 1), st.integers(-2, N + 1).map(str),
                st.integers(0, N - 1).map(float), st.sampled_from(["x", "1.5", True, None]))


def accepted(pads):
    try:
        return lesson.parse_input(MATRIX, "", 789, 2, 0, 0.5, pads, -1e9, 1).pads
    except InputError:
        return None


@settings(max_examples=60, deadline=None)
@given(st.lists(PAD, max_size=4))
def test_picker_keeps_what_the_step_accepts(pads):
    _, update = tab.masking_token_choices(MATRIX, "", 0, pads)
    kept = update["value"]
    assert all(isinstance(p, int) and not isinstance(p, bool) for p in kept)
    step_pads = accepted(pads)
    if step_pads is not None:
        assert tuple(kept) == step_pads
    else:  # the step refuses some pad: the picker keeps each pad the step would accept alone
        alone = [accepted([x]) for x in pads]
        assert tuple(kept) == tuple(sorted({i for one in alone if one for i in one}))


def test_string_pads_of_the_api_are_kept():
    _, update = tab.masking_token_choices(MATRIX, "", 0, ["0", "5"])
    assert update["value"] == [0, 5]
    assert accepted(["0", "5"]) == (0, 5)
