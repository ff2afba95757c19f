# exercise: ex_mha_forward
# mistake: Uses torch.where(mask, scores, -inf) as if the mask were True where attention is allowed (the scaled_dot_product_attention convention), so it keeps the future and masks the past and the diagonal; mha.mask is 1 on the future, which must get -inf.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    sh = (b, n, mha.num_heads, mha.head_dim)
    q = mha.W_query(x).view(sh).transpose(1, 2)
    k = mha.W_key(x).view(sh).transpose(1, 2)
    v = mha.W_value(x).view(sh).transpose(1, 2)
    scores = torch.matmul(q, k.transpose(2, 3)) / mha.head_dim ** 0.5
    m = mha.mask.bool()[:n, :n]
    scores = torch.where(m, scores, torch.tensor(float("-inf"), device=x.device, dtype=scores.dtype))
    weights = torch.softmax(scores, dim=-1)
    weights = torch.nan_to_num(weights)   # first row was nan
    weights = mha.dropout(weights)
    context = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
