# exercise: ex_mha_forward
# mistake: Splits the 1/sqrt(head_dim) scaling as head_dim**-0.25 on both sides inside the shared head helper, which also scales the values, so the context vectors are too small by head_dim**0.25; only queries and keys (the scores) may be scaled.
import torch
from dataclasses import dataclass

@dataclass
class HeadCfg:
    symmetric_scale: bool = True   # split the scale over q and k for fp16 range

def ex_mha_forward(mha, x, cfg=HeadCfg()):
    b, n, _ = x.shape
    s = mha.head_dim ** -0.25 if cfg.symmetric_scale else 1.0

    def heads(layer):
        return (layer(x) * s).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    q, k, v = heads(mha.W_query), heads(mha.W_key), heads(mha.W_value)
    scores = q @ k.transpose(2, 3)
    if not cfg.symmetric_scale:
        scores = scores / mha.head_dim ** 0.5
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(scores, dim=-1))
    return mha.out_proj((w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out))
