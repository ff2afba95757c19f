# exercise: ex_mha_forward
# mistake: Returned the merged head outputs without applying mha.out_proj, as the wrapper does; the efficient class ends with the output projection.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    queries = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    values = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    scores = queries @ keys.transpose(2, 3) / hd ** 0.5
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = mha.dropout(torch.softmax(scores, dim=-1))
    context = (weights @ values).transpose(1, 2).reshape(b, n, mha.d_out)
    return context
