# exercise: ex_mha_forward
# mistake: The learner merges the heads with torch.cat([...], dim=1) over the head slices, which stacks them along the token axis, then views the result to (b, n, d_out); the heads must be concatenated along the feature axis (transpose(1, 2) then view). [cond: only when num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    s = q @ k.transpose(-2, -1) / hd ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    w = mha.dropout(torch.softmax(s, dim=-1))
    ctx = w @ v  # (b, h, n, hd)
    merged = torch.cat([ctx[:, i] for i in range(h)], dim=1)
    return mha.out_proj(merged.view(b, n, mha.d_out))
