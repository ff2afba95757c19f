# exercise: ex_padding_attention
# mistake: To avoid the all-masked NaN row, the learner clamps the lengths to at least 1, so a sequence of length 0 is treated as having one real token and its first query row is not all 0. [cond: only when a length is 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    lengths = lengths.clamp(min=1)   # a row needs at least one key or softmax gives nan
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    return w.masked_fill(pad[:, None, :, None], 0.0)


if __name__ == "__main__":
    s = torch.randn(2, 4, 6, 6)
    w = ex_padding_attention(s, torch.tensor([6, 0]))
    assert not torch.isnan(w).any()
    w2 = ex_padding_attention(s, torch.tensor([6, 3]))
    assert (w2[1, :, 3:] == 0).all() and (w2[1, :, :, 3:] == 0).all()
    print("no nan")
