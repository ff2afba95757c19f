# exercise: ex_mha_forward
# mistake: The learner builds an additive mask as mask * -inf, but 0 * -inf is NaN, so every allowed position becomes NaN and the output is all NaN; the future must be filled with -inf (masked_fill) or an additive mask must hold 0 where allowed.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    bias = mha.mask[:n, :n] * float("-inf")     # additive bias, like in my decoder
    scores = q @ k.transpose(2, 3) / mha.head_dim ** 0.5 + bias
    w = mha.dropout(torch.softmax(scores, dim=-1))
    out = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
