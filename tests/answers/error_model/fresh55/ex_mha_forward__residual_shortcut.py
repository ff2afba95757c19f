# exercise: ex_mha_forward
# mistake: Porting TransformerBlock, the learner adds the shortcut x to the attention output (x + out_proj(...)); the forward of the attention module returns only out_proj(context), and the residual fails when d_in != d_out.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    shortcut = x
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    weights = mha.dropout(torch.softmax(scores / mha.head_dim ** 0.5, dim=-1))
    ctx = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    x = mha.out_proj(ctx)
    x = x + shortcut  # add the original input back
    return x
