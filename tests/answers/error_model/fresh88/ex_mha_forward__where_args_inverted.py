# exercise: ex_mha_forward
# mistake: The masking helper calls torch.where(mask, scores, -inf), which keeps the future scores and puts -inf on the past and the diagonal (the last query gets a NaN row); it must be torch.where(mask, -inf, scores) (or masked_fill(mask, -inf)).
import torch


def apply_mask(scores, mask):
    return torch.where(mask, scores, torch.full_like(scores, float("-inf")))


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    s = q @ k.transpose(-2, -1) / hd ** 0.5
    s = apply_mask(s, mha.mask.bool()[:n, :n])
    w = mha.dropout(torch.softmax(s, dim=-1))
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
