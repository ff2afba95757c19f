# exercise: ex_mha_forward
# mistake: The helper that splits the heads uses the module-level B, N = 2, 6 from the book's batch instead of the b, n of the input, so any other batch size or number of tokens fails; use the shapes of x. [cond: inputs whose batch size or token count is not (2, 6)]
import torch

B, N = 2, 6  # book batch


def to_heads(t, mha):
    return t.view(B, N, mha.num_heads, mha.head_dim).transpose(1, 2)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = to_heads(mha.W_query(x), mha)
    k = to_heads(mha.W_key(x), mha)
    v = to_heads(mha.W_value(x), mha)
    s = q @ k.transpose(2, 3)
    s = s.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    w = torch.softmax(s / mha.head_dim ** 0.5, dim=-1)
    w = mha.dropout(w)
    ctx = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
