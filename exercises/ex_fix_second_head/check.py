"""Trusted side of ex_fix_second_head: the notebook's own tensor beside one drawn for this run,
the reference and the classic mistakes."""

import torch

from attnlab.examples import BATCHED_A
from attnlab.grading.tensor_check import randn, tensor_check


def cases(rng):
    # and one head: code that squeezes every size-1 axis (a.squeeze()) loses the head axis there
    # and more tokens than the book's 6
    return [(torch.tensor([BATCHED_A]),), (randn(1, 3, 4, 5, rng=rng),), (randn(1, 1, 3, 4, rng=rng),),
            (randn(1, 4, 8, 7, rng=rng),)]


def _starter(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 0, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])


MISTAKES = (
    ("ex_fix_second_head.same_head", _starter),
    ("ex_fix_second_head.two_heads", lambda a: torch.stack([a[0, 0] @ a[0, 0].T, a[0, 1] @ a[0, 1].T])),
    ("ex_fix_second_head.wrong_side", lambda a: torch.stack([a[0, i].T @ a[0, i] for i in range(a.shape[1])])),
)


def diagnose(args, got, want):
    (a,) = args
    g = got[0]
    if g.dim() == 3 and g.shape[0] > 1 and g.shape[1:] == want[0].shape[1:] \
            and torch.allclose(g[1], a[0, 0] @ a[0, 0].T, atol=1e-4):
        return "ex_fix_second_head.same_head", {}
    return "", {}


make_payload, check = tensor_check(cases, lambda a: (a @ a.transpose(2, 3))[0], diagnose,
                                   mistakes=MISTAKES)
