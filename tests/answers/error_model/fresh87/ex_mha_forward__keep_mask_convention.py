# exercise: ex_mha_forward
# mistake: Used to attention masks where 1 means "keep", the learner fills positions where mask == 0, which hides the past and the diagonal and leaves the future visible (the last row is all -inf, NaN); the book's mask has 1 on the future, so fill where mask.bool() is True.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    nh, hd = mha.num_heads, mha.head_dim
    queries = mha.W_query(x).view(b, n, nh, hd).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, nh, hd).transpose(1, 2)
    values = mha.W_value(x).view(b, n, nh, hd).transpose(1, 2)
    attn_mask = mha.mask[:n, :n]
    scores = (queries @ keys.transpose(2, 3)) / hd ** 0.5
    scores = scores.masked_fill(attn_mask == 0, float("-inf"))
    weights = mha.dropout(torch.softmax(scores, dim=-1))
    context = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
