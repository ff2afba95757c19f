# exercise: ex_padding_attention
# mistake: The scores are shifted by a maximum that includes the padded keys; when padded scores are much larger, every real exp underflows to 0 and real rows come back all 0. Take the maximum over the real keys only (or mask with -inf before the softmax). [cond: padded scores about 100 or more above the real ones]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    keep = (torch.arange(n, device=scores.device)[None, :] < lengths[:, None]).to(scores.dtype)  # (b, n)
    e = torch.exp(scores - scores.amax(dim=-1, keepdim=True))
    e = e * keep[:, None, None, :]                     # drop padded keys
    s = e.sum(dim=-1)
    inv = torch.where(s > 0, 1.0 / s, torch.zeros_like(s))
    w = torch.diag_embed(inv) @ e                      # row normalisation
    return w * keep[:, None, :, None]                  # padded queries -> 0
