# exercise: ex_causal_weights
# mistake: Read n from scores.shape[1], which is n for (n, n) and (b, n, n) inputs but the number of heads for (b, h, n, n), so the mask has the wrong size; use scores.shape[-1]. [cond: 4-D scores with h != n]
import torch


def ex_causal_weights(scores):
    n = scores.shape[1]  # (b, n, n)
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    return torch.softmax(scores.masked_fill(mask, -torch.inf), dim=-1)
