# exercise: ex_causal_weights
# mistake: Copies GPT-2's bias buffer shaped (1, 1, n, n) into torch.where, so 2-D scores come back as (1, 1, n, n) and 3-D ones as (1, b, n, n); the mask must broadcast without adding axes (shape (n, n)). [cond: scores with fewer than 4 axes]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    bias = torch.tril(torch.ones((n, n), dtype=torch.uint8, device=scores.device)).view(1, 1, n, n)
    mask_value = torch.tensor(float("-inf"), dtype=scores.dtype, device=scores.device)
    attn = torch.where(bias.bool(), scores, mask_value)
    return torch.nn.functional.softmax(attn, dim=-1)
