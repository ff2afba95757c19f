# exercise: ex_causal_weights
# mistake: Wrote its own stable softmax but took the row maximum before masking, over the future keys too; when a future score is much larger than the allowed ones, every allowed exp underflows and the row is 0/0 = NaN; the maximum must be taken after masking. [cond: only when a future score exceeds the row's allowed scores by more than ~100]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    row_max = scores.amax(dim=-1, keepdim=True)          # stability
    e = torch.exp(scores - row_max).masked_fill(future, 0.0)
    return e / e.sum(dim=-1, keepdim=True)
