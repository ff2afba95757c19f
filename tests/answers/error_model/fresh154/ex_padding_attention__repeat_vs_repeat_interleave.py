# exercise: ex_padding_attention
# mistake: The learner flattens to (b·h, n, n) like nn.MultiheadAttention and expands the key mask with repeat(h, 1), which orders it head-major while the flattened scores are batch-major; it needs repeat_interleave(h, dim=0). [cond: b > 1 and h > 1 with different lengths]
import torch
import torch.nn.functional as F


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    key_padding_mask = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]  # (b, n)
    flat = scores.reshape(b * h, n, n)
    attn_mask = key_padding_mask.repeat(h, 1)[:, None, :]  # (b*h, 1, n)
    w = F.softmax(flat.masked_fill(attn_mask, float("-inf")), dim=-1)
    w = w.nan_to_num(0.0).view(b, h, n, n)
    return w.masked_fill(key_padding_mask[:, None, :, None], 0.0)
