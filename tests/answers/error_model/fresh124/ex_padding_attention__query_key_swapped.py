# exercise: ex_padding_attention
# mistake: The learner applies the -inf mask on the query axis ([:, None, :, None]) and zeroes along the key axis, swapping the roles: real queries still attend to padded keys. The -inf mask belongs on the keys ([:, None, None, :]) and the zeroing on the queries.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pad = torch.arange(n, device=scores.device).expand(b, n) >= lengths.view(b, 1)
    s = scores.masked_fill(pad[:, None, :, None], float("-inf"))
    w = torch.softmax(s, dim=-1).nan_to_num(0.0)
    return w.masked_fill(pad[:, None, None, :], 0.0)


if __name__ == "__main__":
    s = torch.zeros(1, 1, 3, 3)
    w = ex_padding_attention(s, torch.tensor([2]))
    print(w)
    assert not torch.isnan(w).any()
    assert (w[0, 0, 2] == 0).all()     # padded row is zero
    assert (w[0, 0, :, 2] == 0).all()  # padded column is zero
