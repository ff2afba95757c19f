# exercise: ex_padding_attention
# mistake: Averaged the weights over the heads (nn.MultiheadAttention's need_weights default) and broadcast the mean back, so every head gets the same weights; return per-head weights. [cond: h > 1]
import torch

def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    key_padding_mask = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    w = scores.masked_fill(key_padding_mask[:, None, None, :], float("-inf")).softmax(dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(key_padding_mask[:, None, :, None], 0.0)
    # average_attn_weights=True, like nn.MultiheadAttention
    return w.mean(dim=1, keepdim=True).expand(b, h, n, n)
