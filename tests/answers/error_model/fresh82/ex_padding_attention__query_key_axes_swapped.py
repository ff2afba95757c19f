# exercise: ex_padding_attention
# mistake: Swapped the roles of the two axes: masked the padded queries (rows, [:, None, :, None]) before the softmax and zeroed the padded keys (columns) after it, so real queries' rows no longer sum to 1; mask keys with [:, None, None, :] before the softmax and zero query rows after.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device) >= lengths.view(-1, 1)   # (b, n)
    rows = pad[:, None, :, None]
    cols = pad[:, None, None, :]
    w = torch.softmax(scores.masked_fill(rows, float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(cols, 0.0)


if __name__ == "__main__":
    # no NaN even for an empty sequence
    out = ex_padding_attention(torch.randn(2, 1, 4, 4), torch.tensor([0, 4]))
    assert not out.isnan().any()
    assert (out[0] == 0).all()
    assert torch.allclose(out[1].sum(-1), torch.ones(1, 4))
    print("all good")
