# exercise: ex_padding_attention
# mistake: The -inf padding mask is applied on the query axis ([:, None, :, None]) instead of the key axis, so real queries still attend to padded keys (padded query rows just become NaN and then 0).
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, m = scores.shape
    positions = torch.arange(n, device=scores.device).expand(b, n)
    padding = positions >= lengths.view(b, 1)           # (b, n)
    # scores[b, h, i, j]: i = token, j = token it looks at
    scores = scores.masked_fill(padding[:, None, :, None], float("-inf"))
    attn = torch.softmax(scores, dim=-1)
    print(attn[0, 0])
    attn = torch.nan_to_num(attn, nan=0.0)               # no NaN rows
    return attn
