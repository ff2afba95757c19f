# exercise: ex_mha_forward
# mistake: For a single token it takes a shortcut and returns the values directly, forgetting out_proj on that path; the one-token output must still go through out_proj. [cond: n == 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    if n == 0:
        return x.new_zeros(b, 0, mha.d_out)
    if n == 1:
        # one token can only attend to itself: weight 1 on its own value
        return mha.W_value(x)
    hd = mha.head_dim
    q = mha.W_query(x).view(b, n, mha.num_heads, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, hd).transpose(1, 2)
    scores = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(scores / hd ** 0.5, dim=-1))
    ctx = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
