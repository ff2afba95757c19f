# exercise: ex_fix_second_head
# mistake: The learner loops over the h heads but slices a[0, :, i] (axis 2, the tokens) instead of a[0, i] (axis 1, the heads), so each "head" is one token across heads; index the head axis.
import torch


def head_inputs(a: torch.Tensor, i: int) -> torch.Tensor:
    """Inputs of head i."""
    return a[0, :, i]


def scores(t: torch.Tensor) -> torch.Tensor:
    """Dot products of every pair of rows."""
    return t @ t.transpose(0, 1)


def ex_fix_second_head(a):
    h = a.shape[1]
    return torch.stack([scores(head_inputs(a, i)) for i in range(h)])
