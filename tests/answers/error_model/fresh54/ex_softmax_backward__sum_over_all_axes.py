# exercise: ex_softmax_backward
# mistake: The learner sums dP·P over the whole tensor instead of along the last axis per row; the sum must be .sum(dim=-1, keepdim=True). [cond: only with more than one row]
import torch


def ex_softmax_backward(P, dP):
    inner = torch.einsum("...k,...k->", dP, P)
    return P * (dP - inner)
