"""Trusted side of ex_shape_view: the value, from the book's numbers, and the classic wrong
routes."""

import torch

from attnlab import attention
from attnlab.grading.short_answer import no_payload, short_check

make_payload = no_payload
check = short_check(
    "shape",
    want=lambda: list(attention.split_heads(torch.zeros(2, 5, 12), 3).shape),
    tolerance=0.0,
    axes=("b", "h", "n", "head_dim"),  # the asked shape's axes, to name a wrong one in
    # the statement's numbers, and how head_dim follows from them: a wrong size at one axis is
    # told as the size it is (n where head_dim belongs, d_out // n for d_out // num_heads)
    statement_sizes={"b": 2, "n": 5, "d_out": 12, "num_heads": 3},
    derived_sizes={"head_dim": ("d_out", "//", "num_heads")},
    misconceptions=(("ex_shape_view.no_transpose", lambda: [2, 5, 3, 4]),
                    ("ex_shape_view.swapped", lambda: [2, 4, 5, 3]),
                    ("ex_shape_view.head_dim", lambda: [2, 3, 5, 12]),
                    # the layout of the keys turned for the scores (kᵀ, tokens last), not the split's
                    ("ex_shape_view.keys_turned", lambda: [2, 3, 4, 5]),
                    # the view's stride() (the steps in memory of each axis), read for its size()
                    ("ex_shape_view.strides", lambda: list(attention.split_heads(torch.zeros(2, 5, 12), 3).stride()))),
)
