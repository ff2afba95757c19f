# exercise: ex_mha_forward
# mistake: Caches the sliced mask on the module (mha._causal) the first time and reuses it, so a later call with a different number of tokens uses an n×n mask of the old n (error or wrong mask); the slice [:n, :n] must be taken for each call. [cond: a later call on the same module with a different n]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    if getattr(mha, "_causal", None) is None:
        mha._causal = mha.mask.bool()[:n, :n].to(x.device)
    h, hd = mha.num_heads, mha.head_dim

    def split(t):
        return t.view(b, n, h, hd).transpose(1, 2)

    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    att = (q @ k.transpose(2, 3)) / hd ** 0.5
    att = att.masked_fill(mha._causal, float("-inf"))
    att = mha.dropout(torch.softmax(att, dim=-1))
    out = (att @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
