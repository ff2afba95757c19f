# exercise: ex_causal_weights
# mistake: It uses masked_fill_ (in place), which writes -inf into the caller's scores tensor; the out-of-place masked_fill must be used so the input is unchanged.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(diagonal=1)
    scores.masked_fill_(future, float('-inf'))
    attn_weights = torch.softmax(scores, dim=-1)
    return attn_weights
