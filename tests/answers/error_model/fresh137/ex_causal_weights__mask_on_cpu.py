# exercise: ex_causal_weights
# mistake: The learner built the mask without device=scores.device, so it lives on the CPU and masked_fill fails for GPU scores. [cond: only on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    mask = torch.triu(torch.ones(n, n), diagonal=1).bool()
    neg = torch.finfo(scores.dtype).min
    scores = scores.masked_fill(mask, neg)
    return torch.softmax(scores, dim=-1)
