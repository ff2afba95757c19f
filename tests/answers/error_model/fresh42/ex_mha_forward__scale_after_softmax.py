# exercise: ex_mha_forward
# mistake: Divides the attention weights by √head_dim after the softmax instead of the scores before it, so the weights no longer sum to 1; scale the scores, then softmax.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def fen(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = fen(mha.W_query(x)), fen(mha.W_key(x)), fen(mha.W_value(x))
    s = q @ k.transpose(-2, -1)
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = torch.softmax(s, dim=-1) / mha.head_dim ** 0.5
    w = mha.dropout(w)
    out = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
