# exercise: ex_padding_attention
# mistake: Builds the mask as (n, b) (positions by sequences) and reshapes it with .view(b, 1, 1, n) instead of transposing it, which scrambles which sequence each entry belongs to; the (b, n) mask is arange(n)[None, :] >= lengths[:, None] (or the (n, b) one transposed). [cond: only for b > 1 when some sequence has padding]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    # column per sequence, like a (H, N) image
    pad = torch.arange(n, device=scores.device)[:, None] >= lengths[None, :]   # (n, b)
    key_pad = pad.reshape(b, 1, 1, n)
    q_pad = pad.reshape(b, 1, n, 1)
    out = torch.softmax(scores.masked_fill(key_pad, float("-inf")), dim=-1)
    out = out.nan_to_num(0.0)
    return out.masked_fill(q_pad, 0.0)
