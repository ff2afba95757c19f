# exercise: ex_padding_attention
# mistake: Swaps the two mask indexings: it fills padded queries' rows with -inf and zeroes padded keys' columns after the softmax, so real rows are not renormalised; keys need [:, None, None, :] before the softmax, queries [:, None, :, None] after. [cond: a sequence with 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n, device=scores.device).expand(len(lengths), n) >= lengths.view(-1, 1)
    s = scores.masked_fill(is_pad[:, None, :, None], float("-inf"))
    w = torch.softmax(s, dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    w = w.masked_fill(is_pad[:, None, None, :], 0.0)
    return w
