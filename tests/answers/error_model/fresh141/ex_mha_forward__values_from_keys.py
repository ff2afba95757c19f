# exercise: ex_mha_forward
# mistake: The learner projected the values with mha.W_key instead of mha.W_value; values must come from W_value.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def to_heads(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    keys = to_heads(mha.W_key(x))
    queries = to_heads(mha.W_query(x))
    values = to_heads(mha.W_key(x))
    s = queries @ keys.transpose(2, 3)
    s = s.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    w = torch.softmax(s / mha.head_dim ** 0.5, dim=-1)
    w = mha.dropout(w)
    out = (w @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
