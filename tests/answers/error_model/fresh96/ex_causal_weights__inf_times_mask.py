# exercise: ex_causal_weights
# mistake: Added mask * -inf to the scores; 0 * -inf is NaN, so every weight becomes NaN. The future must be filled with -inf only where the mask is set (masked_fill or torch.where).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.tensor([[1.0 if j > i else 0.0 for j in range(n)] for i in range(n)],
                          device=scores.device, dtype=scores.dtype)
    return torch.softmax(scores + future * float('-inf'), dim=-1)
