# exercise: ex_padding_attention
# mistake: Uses a TF-style additive mask, scores + pad * -inf; 0 * -inf is NaN, so every real key becomes NaN too and after nan_to_num all weights are 0. The mask must be applied with masked_fill/where.
import torch

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = (torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]).to(scores.dtype)
    scores = scores + pad[:, None, None, :] * float("-inf")   # attention_mask trick
    w = torch.softmax(scores, dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w * (1.0 - pad)[:, None, :, None]
