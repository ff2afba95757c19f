# exercise: ex_padding_attention
# mistake: Zeroed the padded queries by multiplying with a 0/1 mask, but NaN × 0 is still NaN, so a length-0 sequence (all keys masked) returns NaN rows; the NaN must be replaced (nan_to_num / masked_fill / where) rather than multiplied. [cond: some sequence has length 0]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    real = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]   # True for real tokens
    attn_scores = scores.masked_fill(~real[:, None, None, :], -torch.inf)
    attn_weights = torch.softmax(attn_scores, dim=-1)
    # padded queries -> 0
    attn_weights = attn_weights * real[:, None, :, None].to(attn_weights.dtype)
    return attn_weights
