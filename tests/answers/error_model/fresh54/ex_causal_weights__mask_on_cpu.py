# exercise: ex_causal_weights
# mistake: The learner builds the mask without device=scores.device, so it lives on the CPU and masked_fill fails for scores on a GPU; the mask must be created on the scores' device. [cond: only on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.ones(n, n).triu(1).to(torch.bool)
    w = scores.masked_fill(future, -torch.inf)
    return w.softmax(-1)
