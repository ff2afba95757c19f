# exercise: ex_padding_attention
# mistake: Following the scaled_dot_product_attention convention (True = may attend), the learner built the mask as position < length but fed it to masked_fill, which hides the real keys and keeps the padded ones; masked_fill needs True at padding (position >= length). [cond: a sequence with length > 0]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    idx = torch.arange(n, device=scores.device)
    attn_mask = idx.unsqueeze(0) < lengths.unsqueeze(1)        # (b, n)
    weights = scores.masked_fill(attn_mask[:, None, None, :], float('-inf')).softmax(dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    weights = weights.masked_fill(~attn_mask[:, None, :, None], 0.0)
    return weights
