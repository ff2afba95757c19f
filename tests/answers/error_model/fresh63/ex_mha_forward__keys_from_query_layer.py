# exercise: ex_mha_forward
# mistake: Projects the keys with mha.W_query (copy-paste from the query line), so the scores are q·qᵀ; the keys need mha.W_key.
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q = split(mha.W_query(x))
    k = split(mha.W_query(x))
    v = split(mha.W_value(x))
    scores = q @ k.transpose(-2, -1)
    scores.masked_fill_(mha.mask.bool()[:n, :n], float("-inf"))
    w = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    w = mha.dropout(w)
    out = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
