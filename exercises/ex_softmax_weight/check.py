"""Trusted side of ex_softmax_weight: the value, from the book's numbers, and the classic wrong
routes."""

import torch

from attnlab import examples
from attnlab.grading.short_answer import no_payload, short_check


def _x():
    return examples.inputs()


make_payload = no_payload
check = short_check(
    "number",
    want=lambda: float(torch.softmax(_x() @ _x()[1], -1)[1]),
    decimals=4,  # the statement asks for 4 decimals
    # the book's matrix route (every query's weights, then the entry): its slips too (a softmax
    # over the whole matrix or the other axis)
    routes=(lambda: float(torch.softmax(_x() @ _x().T, dim=-1)[1, 1]),),
    misconceptions=(
        ("ex_softmax_weight.sum_normalised", lambda: float((_x() @ _x()[1])[1] / (_x() @ _x()[1]).sum())),
        ("ex_softmax_weight.scaled", lambda: float(torch.softmax(_x() @ _x()[1] / 3 ** 0.5, -1)[1])),
        ("ex_softmax_weight.score", lambda: float(_x()[1] @ _x()[1])),
        ("ex_softmax_weight.other_key", lambda: float(torch.softmax(_x() @ _x()[1], -1)[0])),
        # the whole weight on one token (an argmax, a one-hot choice, a softmax over one score)
        ("ex_softmax_weight.one_hot", lambda: 1.0),
    ),
)
