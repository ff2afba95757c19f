# exercise: ex_padding_attention
# mistake: Masked the padded keys and turned the NaN rows of length-0 sequences into 0, but left the rows of padded queries in sequences with real tokens non-zero; padded query rows must be set to 0 too. [cond: a sequence with 0 < length < n]
import torch


def key_padding_mask(lengths, n):
    return torch.arange(n, device=lengths.device)[None, :] >= lengths[:, None]


def ex_padding_attention(scores, lengths):
    pad = key_padding_mask(lengths, scores.shape[-1])
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    return torch.nan_to_num(w, nan=0.0)


# tests
assert key_padding_mask(torch.tensor([2]), 3).tolist() == [[False, False, True]]
_w = ex_padding_attention(torch.zeros(1, 1, 2, 2), torch.tensor([0]))
assert torch.equal(_w, torch.zeros(1, 1, 2, 2))
_w = ex_padding_attention(torch.zeros(1, 1, 2, 2), torch.tensor([2]))
assert torch.allclose(_w, torch.full((1, 1, 2, 2), 0.5))
