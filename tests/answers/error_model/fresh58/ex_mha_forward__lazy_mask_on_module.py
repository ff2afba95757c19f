# exercise: ex_mha_forward
# mistake: The learner caches mha.mask.bool()[:n, :n] on the module at the first call, so a later call on the same module with another number of tokens reuses a mask of the wrong size and fails; the mask must be sliced to the current n each call. [cond: only when the same module is called again with a different n]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    if getattr(mha, "_causal", None) is None:
        mha._causal = mha.mask.bool()[:n, :n]
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    s = (q @ k.transpose(-2, -1)) / hd ** 0.5
    s = s.masked_fill(mha._causal, float("-inf"))
    w = mha.dropout(torch.softmax(s, dim=-1))
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
