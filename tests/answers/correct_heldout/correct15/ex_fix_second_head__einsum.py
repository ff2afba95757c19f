# exercise: ex_fix_second_head
# style: torch.einsum over the head axis of a[0]; an assert against the batched result left in as a notebook check.
import torch


def ex_fix_second_head(a):
    scores = torch.einsum("hnd,hmd->hnm", a[0], a[0])
    assert scores.shape == (a.shape[1], a.shape[2], a.shape[2])
    return scores
