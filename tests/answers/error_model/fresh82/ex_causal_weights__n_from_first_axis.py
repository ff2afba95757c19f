# exercise: ex_causal_weights
# mistake: Took n from scores.shape[0], which is the batch size for batched scores; n is the size of the last axis (scores.shape[-1]). [cond: scores have leading batch/head axes]
import torch


def future_mask(n, device):
    return torch.triu(torch.ones(n, n, dtype=torch.bool, device=device), diagonal=1)


def ex_causal_weights(scores):
    n = scores.shape[0]
    return torch.softmax(scores.masked_fill(future_mask(n, scores.device), float("-inf")), dim=-1)


assert future_mask(2, "cpu").tolist() == [[False, True], [False, False]]
_w = ex_causal_weights(torch.zeros(3, 3))
assert torch.allclose(_w[2], torch.full((3,), 1 / 3))
assert _w[0, 1] == 0
