# exercise: ex_mha_forward
# mistake: Stores scale = head_dim ** -0.5 (the usual multiplier) but then divides the scores by it, which multiplies them by sqrt(head_dim); scores must be divided by sqrt(head_dim) (or multiplied by the scale). [cond: head_dim > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    scale = mha.head_dim ** -0.5

    def shape(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    q = shape(mha.W_query(x))
    k = shape(mha.W_key(x))
    v = shape(mha.W_value(x))
    attn = q @ k.transpose(-1, -2)
    attn = attn / scale
    causal = mha.mask.bool()[:n, :n]
    attn = attn.masked_fill(causal, float("-inf"))
    attn = torch.softmax(attn, dim=-1)
    attn = mha.dropout(attn)
    out = (attn @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
