# exercise: ex_mha_forward
# mistake: Computes the scores as K Q^T (= (Q K^T)^T), so rows index keys and the causal mask and softmax act on the wrong axis; scores are Q K^T.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    nh, hd = mha.num_heads, mha.head_dim
    queries = mha.W_query(x).view(b, n, nh, hd).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, nh, hd).transpose(1, 2)
    values = mha.W_value(x).view(b, n, nh, hd).transpose(1, 2)
    # (Q K^T)^T = K Q^T, same dot products
    scores = keys @ queries.transpose(2, 3)
    mask = mha.mask.bool()[:n, :n]
    scores = scores.masked_fill(mask, float('-inf')) / hd ** 0.5
    weights = mha.dropout(torch.softmax(scores, dim=-1))
    ctx = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
