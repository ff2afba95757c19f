# exercise: ex_mha_forward
# mistake: Converts x with .float() "in case it is an integer or double tensor", so a float64 module gets a float32 input and the projection fails with a dtype mismatch; x should be used in the module's dtype. [cond: float64 module and input]
import torch


def ex_mha_forward(mha, x):
    x = x.float()
    b, n, _ = x.shape
    assert x.dim() == 3, "expected (b, n, d_in)"

    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    s = q @ k.transpose(2, 3)
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(s / mha.head_dim ** 0.5, dim=-1))
    ctx = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
