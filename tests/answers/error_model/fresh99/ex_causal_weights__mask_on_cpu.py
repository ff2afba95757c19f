# exercise: ex_causal_weights
# mistake: The mask is created without device=scores.device, so on a GPU masked_fill gets a CPU mask and fails; the mask must be built on the scores' device. [cond: only on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.triu(torch.ones(n, n), diagonal=1).bool()
    omega = scores.masked_fill(future, -torch.inf)
    return torch.softmax(omega, dim=-1)
