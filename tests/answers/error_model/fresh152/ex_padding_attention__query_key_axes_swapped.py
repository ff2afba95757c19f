# exercise: ex_padding_attention
# mistake: Swapped the two indexings: before the softmax it masked the padded queries' rows ([:, None, :, None]) instead of the padded keys, and afterwards it zeroed the padded key columns instead of the query rows, so real queries' weights no longer sum to 1. Keys need [:, None, None, :] before the softmax, query rows [:, None, :, None] after.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n, device=scores.device).expand(len(lengths), n) >= lengths.view(-1, 1)
    masked = scores.masked_fill(is_pad[:, None, :, None], float("-inf"))
    w = torch.softmax(masked, dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(is_pad[:, None, None, :], 0.0)
    return w
