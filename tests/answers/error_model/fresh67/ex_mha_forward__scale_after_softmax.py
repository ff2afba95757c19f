# exercise: ex_mha_forward
# mistake: The learner divided the attention weights by sqrt(head_dim) after the softmax instead of dividing the scores before it, so the rows no longer sum to 1.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def heads(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = heads(mha.W_query(x)), heads(mha.W_key(x)), heads(mha.W_value(x))
    att = q @ k.transpose(2, 3)
    att = att.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    att = torch.softmax(att, dim=-1) / mha.head_dim ** 0.5
    att = torch.nan_to_num(att)
    att = mha.dropout(att)
    ctx = (att @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
