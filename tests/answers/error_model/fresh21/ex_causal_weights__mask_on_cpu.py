# exercise: ex_causal_weights
# mistake: The learner builds the mask with torch.ones(n, n) without device=scores.device, so it stays on the CPU and masked_fill raises for scores on a GPU; create it on the scores' device. [cond: scores on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    mask = torch.triu(torch.ones(n, n), diagonal=1).bool()
    scores = scores.masked_fill(mask, -torch.inf)
    return torch.softmax(scores, dim=-1)
