# exercise: ex_mha_forward
# mistake: The learner computes the values with mha.W_key instead of mha.W_value; the values come from W_value.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    projs = {name: getattr(mha, "W_" + ("key" if name == "value" else name))(x)
             for name in ("query", "key", "value")}
    q, k, v = (projs[k_].view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
               for k_ in ("query", "key", "value"))
    att = q @ k.transpose(-2, -1) / mha.head_dim ** 0.5
    att = att.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    att = mha.dropout(att.softmax(-1))
    out = (att @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
