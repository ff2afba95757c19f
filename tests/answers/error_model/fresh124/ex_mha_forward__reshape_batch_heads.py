# exercise: ex_mha_forward
# mistake: The learner splits heads by reshaping (b, n, d_out) directly to (b·h, n, hd) without the view + transpose, which reinterprets the memory so that 'heads' mix tokens and features; it must be view(b, n, h, hd).transpose(1, 2). [cond: when num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).reshape(b * h, n, hd)
    k = mha.W_key(x).reshape(b * h, n, hd)
    v = mha.W_value(x).reshape(b * h, n, hd)
    scores = torch.bmm(q, k.transpose(1, 2)) / hd ** 0.5
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(scores, dim=-1))
    ctx = torch.bmm(w, v)                     # (b*h, n, hd)
    ctx = ctx.view(b, h, n, hd).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)


if __name__ == "__main__":
    from attnlab.modules import MultiHeadAttention
    torch.manual_seed(123)
    m = MultiHeadAttention(3, 4, 6, 0.0, num_heads=1)
    m.head_dim = 4
    x = torch.rand(2, 6, 3)
    assert torch.allclose(ex_mha_forward(m, x), m(x), atol=1e-6)
    print("matches with one head")
