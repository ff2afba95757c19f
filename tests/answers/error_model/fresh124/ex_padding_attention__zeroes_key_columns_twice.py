# exercise: ex_padding_attention
# mistake: To zero the rows of padded queries, the learner indexes the padding mask as keys again ([:, None, None, :]), which zeroes the padded key columns (already 0) and leaves padded query rows non-zero; the query mask needs [:, None, :, None].
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    key_mask = is_pad[:, None, None, :]
    weights = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    # padded positions -> 0
    weights = weights.masked_fill(is_pad[:, None, None, :], 0.0)
    return weights


if __name__ == "__main__":
    s = torch.randn(3, 2, 5, 5)
    L = torch.tensor([5, 2, 0])
    w = ex_padding_attention(s, L)
    assert not torch.isnan(w).any()
    assert (w[1, :, :, 2:] == 0).all()
    assert (w[2] == 0).all()
    print("padding ok")
