"""The exercises, in the order the app and the starter file list them.

Each module holds one exercise: its statement (en/zh), starter, reference solution and checker.
"""

from __future__ import annotations

from attnlab.grading.model import Exercise
from exercises import (
    ex3_1,
    ex3_2,
    ex3_3,
    ex_causal_weights,
    ex_fix_mask_heads,
    ex_fix_second_head,
    ex_mha_forward,
    ex_padding_attention,
    ex_softmax_backward,
    ex_split_merge,
    ex_stable_softmax,
    numeric,
)

ALL: tuple[Exercise, ...] = (
    ex3_1.EXERCISE,
    ex3_2.EXERCISE,
    ex3_3.EXERCISE,
    *numeric.EXERCISES,
    ex_stable_softmax.EXERCISE,
    ex_causal_weights.EXERCISE,
    ex_padding_attention.EXERCISE,
    ex_split_merge.EXERCISE,
    ex_mha_forward.EXERCISE,
    ex_softmax_backward.EXERCISE,
    ex_fix_second_head.EXERCISE,
    ex_fix_mask_heads.EXERCISE,
)
BY_ID = {e.id: e for e in ALL}
assert len(BY_ID) == len(ALL), "exercise ids must be unique"
