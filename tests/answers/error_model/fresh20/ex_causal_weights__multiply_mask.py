# exercise: ex_causal_weights
# mistake: Multiplies the scores by the lower-triangular keep-mask before the softmax, so future keys get score 0 and still receive weight exp(0); they must be filled with -inf (or zeroed after the softmax and renormalized).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask_simple = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    masked = scores * mask_simple
    return torch.softmax(masked, dim=-1)
