# exercise: ex_causal_weights
# mistake: Creates the causal mask without device=scores.device, so it stays on the CPU and masked_fill fails for scores on a GPU; the mask must be created on the scores' device. [cond: only when the scores are on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    idx = torch.arange(n)
    future = idx[None, :] > idx[:, None]
    masked = scores.masked_fill(future, float('-inf'))
    return torch.softmax(masked, dim=-1)
