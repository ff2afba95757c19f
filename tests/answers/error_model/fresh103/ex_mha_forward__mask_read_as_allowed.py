# exercise: ex_mha_forward
# mistake: The learner reads the buffer as 1 where attention is allowed and masks where mask == 0, hiding the past and the diagonal; the buffer is 1 above the diagonal, the positions to fill with -inf.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    queries = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    values = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    scores = queries @ keys.transpose(2, 3)
    blocked = mha.mask[:n, :n] == 0
    scores = scores.masked_fill(blocked, float("-inf"))
    weights = torch.softmax(scores / hd ** 0.5, dim=-1)
    weights = torch.nan_to_num(weights)
    weights = mha.dropout(weights)
    out = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
