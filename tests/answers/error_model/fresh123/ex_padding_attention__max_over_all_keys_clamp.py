# exercise: ex_padding_attention
# mistake: Masks multiplicatively with exp(s - max) * keep, taking the max over all keys including padded ones and dividing by sum.clamp(min=1), so when a padded key holds the largest score the row sum is below 1 and is not normalised; the max must be over real keys only (or divide by the true sum with a 0/0 guard). [cond: a padded key has the row's largest score]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    keep = (torch.arange(n, device=scores.device)[None, :] < lengths[:, None]).to(scores.dtype)  # (b, n)
    keep_k = keep[:, None, None, :]
    keep_q = keep[:, None, :, None]
    e = torch.exp(scores - scores.amax(-1, keepdim=True)) * keep_k
    # clamp so that an empty row gives 0 / 1 = 0 instead of 0 / 0
    w = e / e.sum(-1, keepdim=True).clamp(min=1.0)
    return w * keep_q
