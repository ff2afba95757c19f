# exercise: ex_causal_weights
# mistake: The learner creates the boolean mask with torch.ones(n, n) and no device argument, so it lives on the CPU and masked_fill fails for scores on a GPU; the mask must be created with device=scores.device. [cond: only on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    m = torch.ones(n, n).triu(diagonal=1).bool()
    s = scores.masked_fill(m, float("-inf"))
    return s.softmax(dim=-1)
