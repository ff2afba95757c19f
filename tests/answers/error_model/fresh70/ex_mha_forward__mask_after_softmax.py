# exercise: ex_mha_forward
# mistake: Applies the softmax first and then zeroes the future weights with the mask without renormalising, so the rows no longer sum to 1; mask with -inf before the softmax (or renormalise).
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    nh, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, nh, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, nh, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, nh, hd).transpose(1, 2)
    # 注意力权重
    w = torch.softmax((q @ k.transpose(-2, -1)) / hd ** 0.5, dim=-1)
    # 因果掩码: 未来位置的权重置 0
    w = w.masked_fill(mha.mask.bool()[:n, :n], 0.0)
    w = mha.dropout(w)
    out = (w @ v).transpose(1, 2).contiguous().view(b, n, nh * hd)
    return mha.out_proj(out)
