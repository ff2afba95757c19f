# exercise: ex_mha_forward
# mistake: The learner applies the softmax first and then sets the future weights to 0 without renormalising, so the rows no longer sum to 1; the mask (-inf) must be applied to the scores before the softmax.
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    A = torch.softmax(q @ k.transpose(-2, -1) / mha.head_dim ** 0.5, dim=-1)
    A = A.masked_fill(mha.mask.bool()[:n, :n], 0.0)
    A = mha.dropout(A)
    out = (A @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
