# exercise: ex_mha_forward
# mistake: The learner computed the values with mha.W_key (copy-paste) instead of mha.W_value.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def heads(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q = heads(mha.W_query(x))
    k = heads(mha.W_key(x))
    v = heads(mha.W_key(x))
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    weights = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    context = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
