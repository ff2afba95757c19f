# exercise: ex_padding_attention
# mistake: Fills the padded scores with masked_fill_ in place, which overwrites the caller's scores tensor; use the out-of-place masked_fill.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    scores.masked_fill_(padded[:, None, None, :], float("-inf"))
    attn = torch.softmax(scores, dim=-1)
    attn = torch.where(torch.isnan(attn), torch.zeros_like(attn), attn)
    attn = attn.masked_fill(padded[:, None, :, None], 0.0)
    return attn
