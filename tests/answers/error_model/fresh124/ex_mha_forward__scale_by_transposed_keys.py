# exercise: ex_mha_forward
# mistake: The learner scales by keys.shape[-1] ** 0.5 after the keys were already transposed, i.e. by √n (number of tokens) instead of √head_dim. [cond: when n != head_dim]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    keys_T = k.transpose(2, 3)                 # (b, h, hd, n)
    scores = q @ keys_T
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    attn = torch.softmax(scores / keys_T.shape[-1] ** 0.5, dim=-1)
    attn = mha.dropout(attn)
    ctx = (attn @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)


if __name__ == "__main__":
    from attnlab.modules import MultiHeadAttention
    torch.manual_seed(123)
    m = MultiHeadAttention(3, 8, 8, 0.0, num_heads=2)
    x = torch.rand(2, 4, 3)
    out = ex_mha_forward(m, x)
    assert out.shape == (2, 4, 8)
    assert torch.allclose(out, m(x), atol=1e-6)   # n = 4 here
    print("same as the class")
