# exercise: ex_causal_weights
# mistake: The mask is torch.tril(..., diagonal=-1), which marks the past keys, so each query attends to itself and later keys; the future is torch.triu(..., diagonal=1).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    ones = torch.ones(n, n, dtype=torch.bool, device=scores.device)
    # everything strictly on the other side of the diagonal must go
    mask = torch.tril(ones, diagonal=-1)
    print(mask.int())
    weights = torch.softmax(scores.masked_fill(mask, -torch.inf), dim=-1)
    # each row sums to one (checked with weights.sum(-1))
    assert torch.allclose(weights.sum(-1), torch.ones_like(weights.sum(-1)))
    return weights
