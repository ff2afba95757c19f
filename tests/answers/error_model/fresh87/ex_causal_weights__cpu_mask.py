# exercise: ex_causal_weights
# mistake: The mask is created without device=scores.device, so on a GPU masked_fill mixes a CUDA tensor with a CPU mask and fails; the mask must be created on the scores' device. [cond: only on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n), diagonal=1).bool()
    return torch.softmax(scores.masked_fill(mask, -torch.inf), dim=-1)
