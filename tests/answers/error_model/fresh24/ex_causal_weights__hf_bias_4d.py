# exercise: ex_causal_weights
# mistake: Copied GPT-2's bias buffer shaped (1, 1, n, n), which adds two leading axes to 2-D or 3-D scores (e.g. (b, n, n) → (1, b, n, n)); the mask must broadcast without changing the scores' shape. [cond: scores with fewer than 4 axes]
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    bias = torch.tril(torch.ones((n, n), dtype=torch.bool, device=scores.device)).view(1, 1, n, n)
    mask_value = torch.finfo(scores.dtype).min
    mask_value = torch.full([], mask_value, dtype=scores.dtype, device=scores.device)
    attn_weights = torch.where(bias, scores, mask_value)
    return torch.softmax(attn_weights, dim=-1)
