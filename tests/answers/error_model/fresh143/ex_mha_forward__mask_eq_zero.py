# exercise: ex_mha_forward
# mistake: It masks where mask == 0 (the diagonal and the past) instead of where mask == 1 (the future), so queries see only future keys and the last row is all -inf (NaN).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q = split(mha.W_query(x)); k = split(mha.W_key(x)); v = split(mha.W_value(x))
    att = (q @ k.transpose(-2, -1)) * (1.0 / mha.head_dim ** 0.5)
    att = att.masked_fill(mha.mask[:n, :n] == 0, float('-inf'))
    att = torch.softmax(att, dim=-1)
    att = mha.dropout(att)
    y = att @ v
    y = y.transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(y)
