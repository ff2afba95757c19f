# exercise: ex_mha_forward
# mistake: Before merging, the learner transposes the (b, h, n, hd) context with transpose(1, 3) instead of transpose(1, 2), so the reshape to (b, n, d_out) scrambles tokens and features. [cond: when head_dim > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim

    def split(t):
        return t.view(b, n, h, hd).transpose(1, 2)

    queries = split(mha.W_query(x))
    keys = split(mha.W_key(x))
    values = split(mha.W_value(x))
    s = queries @ keys.transpose(-2, -1)
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(s / hd ** 0.5, dim=-1))
    context = (w @ values).transpose(1, 3).reshape(b, n, mha.d_out)
    return mha.out_proj(context)


if __name__ == "__main__":
    from attnlab.modules import MultiHeadAttention
    torch.manual_seed(1)
    mha = MultiHeadAttention(3, 2, 6, 0.0, num_heads=2)
    y = ex_mha_forward(mha, torch.rand(2, 6, 3))
    assert y.shape == (2, 6, 2)
    assert not torch.isnan(y).any()
    print(y)
