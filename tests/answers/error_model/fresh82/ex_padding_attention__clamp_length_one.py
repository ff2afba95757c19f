# exercise: ex_padding_attention
# mistake: Clamped the lengths to at least 1 to avoid all-masked rows, so a sequence of length 0 gets a non-zero row for its first (padded) token; keep length 0 and set the NaN / padded rows to 0. [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    lengths = lengths.clamp(min=1)  # a row with no key at all would be NaN
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    weights = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    return weights * (~pad)[:, None, :, None]


def test_no_nan():
    w = ex_padding_attention(torch.randn(3, 2, 4, 4), torch.tensor([4, 2, 1]))
    assert not torch.isnan(w).any()


def test_padded_keys_get_zero():
    w = ex_padding_attention(torch.randn(1, 1, 4, 4), torch.tensor([2]))
    assert (w[..., 2:] == 0).all()
    assert (w[..., 2:, :] == 0).all()


test_no_nan()
test_padded_keys_get_zero()
