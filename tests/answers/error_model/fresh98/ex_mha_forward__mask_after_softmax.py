# exercise: ex_mha_forward
# mistake: Applies the causal mask after the softmax by setting the future weights to 0, without renormalising, so the rows no longer sum to 1; the future must be filled with -inf before the softmax.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    nh, hd = mha.num_heads, mha.head_dim
    queries = mha.W_query(x).view(b, n, nh, hd).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, nh, hd).transpose(1, 2)
    values = mha.W_value(x).view(b, n, nh, hd).transpose(1, 2)
    scores = queries @ keys.transpose(2, 3)
    weights = torch.softmax(scores / hd ** 0.5, dim=-1)
    future = mha.mask.bool()[:n, :n].to(device=x.device)
    weights = weights.masked_fill(future, 0.0)
    weights = mha.dropout(weights)
    context = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
