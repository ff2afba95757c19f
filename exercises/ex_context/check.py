"""Trusted side of ex_context: the value, from the book's numbers, and the classic wrong
routes."""

import torch

from attnlab import examples
from attnlab.grading.short_answer import no_payload, short_check


def _x():
    return examples.inputs()


make_payload = no_payload
check = short_check(
    "vector",
    # the book's matrix route (every query's weights, then row 2): the rewrites then reach the
    # slips of that route too (the softmax over the queries' axis, the weights' columns)
    want=lambda: (torch.softmax(_x() @ _x().T, dim=-1) @ _x())[1].tolist(),
    decimals=4,  # the statement asks for 4 decimals
    misconceptions=(
        ("ex_context.sum_normalised", lambda: ((_x() @ _x()[1]) / (_x() @ _x()[1]).sum() @ _x()).tolist()),
        ("ex_context.unnormalised", lambda: ((_x() @ _x()[1]) @ _x()).tolist()),
        ("ex_context.other_query", lambda: (torch.softmax(_x() @ _x()[0], -1) @ _x()).tolist()),
    ),
)
