# exercise: ex_fix_second_head
# mistake: The learner fixed the second slice to a[0, 1] but kept exactly two heads, so the result is wrong (or fails) for h != 2; loop over all a.shape[1] heads. [cond: only when h != 2]
import torch


def head(a: torch.Tensor, i: int) -> torch.Tensor:
    """The (n, d) inputs of head i."""
    return a[0, i, :, :]


def self_scores(t: torch.Tensor) -> torch.Tensor:
    """t t^T"""
    return t @ t.T


def ex_fix_second_head(a):
    first_head = head(a, 0)
    second_head = head(a, 1)
    return torch.stack([self_scores(first_head), self_scores(second_head)])
