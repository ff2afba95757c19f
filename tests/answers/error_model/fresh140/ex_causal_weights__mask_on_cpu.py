# exercise: ex_causal_weights
# mistake: The learner created the triu mask without device=scores.device, so it lives on the CPU and masked_fill fails for scores on a GPU; create the mask on the scores' device. [cond: only on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n), diagonal=1).bool()
    scores = scores.masked_fill(mask, -torch.inf)
    return scores.softmax(dim=-1)
