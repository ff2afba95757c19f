# exercise: ex_padding_attention
# mistake: The (query, key) mask from the outer product of the keep vectors is filled with -1e9 instead of -inf, so rows of padded queries (and length-0 sequences) become uniform 1/n instead of 0. [cond: a sequence with length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    keep = (torch.arange(n, device=scores.device)[None, :] < lengths[:, None]).to(scores.dtype)
    pair = keep[:, :, None] * keep[:, None, :]          # (b, n, n), 1 = real query & real key
    masked = scores.masked_fill(pair[:, None] == 0, -1e9)
    return torch.softmax(masked, dim=-1)
